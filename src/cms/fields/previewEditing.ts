import type { UIField } from 'payload'

/**
 * Issue #32 click-to-edit: the edit view's half of the preview link (src/cms/admin/PreviewEditing), inside the
 * document's form. A UI field: it stores nothing and adds no column.
 */
export const previewEditingField: UIField = {
  name: 'previewEditing',
  type: 'ui',
  admin: { components: { Field: '@/cms/admin/PreviewEditing#PreviewEditing' }, disableListColumn: true },
}
