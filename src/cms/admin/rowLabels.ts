// Issue #32 "Rows say what they hold": one RowLabel (./RowLabel.tsx) for every block and array row of the admin.
// The registry labels its blocks with `labelledBlock`; `rowLabels` labels every array row, and any block a plugin
// defines inline (the form builder's fields), in every collection, global and block. Admin-only: no schema change.
import type { Block, Config, Field, Plugin } from 'payload'

const component = '@/cms/admin/RowLabel#RowLabel'

type StaticLabel = string | Record<string, string>

const isStatic = (label: unknown): label is StaticLabel =>
  typeof label === 'string' || (Boolean(label) && typeof label === 'object')

/** A block whose rows read "{its name} – {its main text}". */
export function labelledBlock(block: Block): Block {
  const singular = block.labels?.singular
  const blockLabel = isStatic(singular) ? singular : block.slug
  return {
    ...block,
    admin: {
      ...block.admin,
      components: { ...block.admin?.components, Label: { path: component, clientProps: { blockLabel } } },
    },
  }
}

/** A block by slug is labelled where it is defined (`config.blocks`). */
function labelBlock<T extends Block | string>(block: T): T {
  if (typeof block === 'string') return block
  const inline: Block = block
  const labelled = inline.admin?.components?.Label ? inline : labelledBlock(inline)
  return { ...labelled, fields: labelFields(labelled.fields) } as T
}

/** The fields with every array's rows labelled, at any depth. */
export function labelFields(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    switch (field.type) {
      case 'array':
        return {
          ...field,
          admin: {
            ...field.admin,
            components: { RowLabel: component, ...field.admin?.components },
          },
          fields: labelFields(field.fields),
        }
      case 'blocks':
        return {
          ...field,
          blocks: field.blocks.map(labelBlock),
          ...(field.blockReferences ? { blockReferences: field.blockReferences.map(labelBlock) } : {}),
        }
      case 'group':
      case 'row':
      case 'collapsible':
        return { ...field, fields: labelFields(field.fields) } as Field
      case 'tabs':
        return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: labelFields(tab.fields) })) }
      default:
        return field
    }
  })
}

/** The plugin: runs after the plugins that add collections (the form builder's), so their arrays are labelled too. */
export const rowLabels: Plugin = (config: Config): Config => ({
  ...config,
  blocks: config.blocks?.map(labelBlock),
  collections: config.collections?.map((collection) => ({
    ...collection,
    fields: labelFields(collection.fields),
  })),
  globals: config.globals?.map((global) => ({ ...global, fields: labelFields(global.fields) })),
})
