import type { UIField } from 'payload'

/** Issue #32 item 6: the entry's A/B variations and personalisation variants, in its sidebar (stores nothing). */
export const variationsField: UIField = {
  name: 'variations',
  type: 'ui',
  admin: {
    position: 'sidebar',
    components: { Field: '@/cms/admin/EntryVariations#EntryVariations' },
    disableListColumn: true,
  },
}
