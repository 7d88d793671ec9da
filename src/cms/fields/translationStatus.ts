import type { UIField } from 'payload'

/** Issue #32: each entry's translation status per locale, in the edit view's sidebar (stores nothing). */
export const translationStatusField: UIField = {
  name: 'translationStatus',
  type: 'ui',
  admin: {
    position: 'sidebar',
    components: { Field: '@/cms/admin/TranslationStatus#TranslationStatus' },
    disableListColumn: true,
  },
}
