// Issue #32 "Rows say what they hold": one RowLabel (./RowLabel.tsx) for every block and array row of the admin.
// The registry labels its blocks with `labelledBlock`; `rowLabels` labels every array row, and any block a plugin
// defines inline (the form builder's fields), in every collection, global and block. Issue #32 item 8: a block's
// optional select with no stored default says what applies when left empty (the block's own design), not "Select a
// value". Admin-only: no schema change.
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

/** What an empty optional select of a block means, in the admin's languages (Payload translates the object). */
export const blockDefaultPlaceholder = {
  en: 'Block default',
  sv: 'Blockets standard',
  de: 'Standard des Blocks',
  it: 'Predefinito del blocco',
  fr: 'Par défaut du bloc',
  es: 'Predeterminado del bloque',
  da: 'Blokkens standard',
  nb: 'Blokkens standard',
  nl: 'Standaard van het blok',
}

/** A block by slug is labelled where it is defined (`config.blocks`). */
function labelBlock<T extends Block | string>(block: T): T {
  if (typeof block === 'string') return block
  const inline: Block = block
  const labelled = inline.admin?.components?.Label ? inline : labelledBlock(inline)
  return { ...labelled, fields: labelFields(labelled.fields, true) } as T
}

/** The fields with every array's rows labelled, at any depth; inside a block, its optional selects say their default. */
export function labelFields(fields: Field[], inBlock = false): Field[] {
  return fields.map((field): Field => {
    switch (field.type) {
      case 'array':
        return {
          ...field,
          admin: {
            ...field.admin,
            components: { RowLabel: component, ...field.admin?.components },
          },
          fields: labelFields(field.fields, inBlock),
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
        return { ...field, fields: labelFields(field.fields, inBlock) } as Field
      case 'tabs':
        return {
          ...field,
          tabs: field.tabs.map((tab) => ({ ...tab, fields: labelFields(tab.fields, inBlock) })),
        }
      case 'select':
        // A required select has no default to show; one with a stored or context default shows that value.
        return !inBlock ||
          field.required ||
          field.defaultValue !== undefined ||
          field.admin?.placeholder !== undefined ||
          field.admin?.components?.Field
          ? field
          : // The type allows a string; Payload's select translates an object per language like a label.
            { ...field, admin: { ...field.admin, placeholder: blockDefaultPlaceholder as unknown as string } }
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
