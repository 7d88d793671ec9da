import type { UIField } from 'payload'

/** Issue #32 item 8: deleting the entry, with where its visitors go (src/cms/editors/retire.ts); stores nothing. */
export const retireField: UIField = {
  name: 'retire',
  type: 'ui',
  admin: {
    position: 'sidebar',
    components: { Field: '@/cms/admin/RetireEntry#RetireEntry' },
    disableListColumn: true,
  },
}
