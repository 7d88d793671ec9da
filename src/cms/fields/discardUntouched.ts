import type { UIField } from 'payload'

/** Issue #32 item 8: an entry "Create New" opened and the editor left untouched is discarded (src/cms/admin/DiscardUntouched). */
export const discardUntouchedField: UIField = {
  name: 'discardUntouched',
  type: 'ui',
  admin: { components: { Field: '@/cms/admin/DiscardUntouched#DiscardUntouched' }, disableListColumn: true },
}
