// Finds a named field inside a Payload block config (through rows, collapsibles and groups).
import type { Block, Field } from 'payload'

import { type ContentModel, type ContextDefault, contextDefaultValue } from '@/blocks/shared/models'

export function fieldsOf(fields: Field[]): Field[] {
  return fields.flatMap((field) =>
    'name' in field ? [field] : 'fields' in field ? fieldsOf(field.fields as Field[]) : [],
  )
}

export function field(block: Block, name: string): Field & { name: string } {
  const found = fieldsOf(block.fields).find((candidate) => 'name' in candidate && candidate.name === name)
  if (!found || !('name' in found)) throw new Error(`${block.slug} has no field ${name}`)
  return found
}

export function hasField(block: Block, name: string): boolean {
  return fieldsOf(block.fields).some((candidate) => 'name' in candidate && candidate.name === name)
}

/** Evaluates a field's admin.condition the way the admin does, with sibling data. */
export function isShown(block: Block, name: string, sibling: Record<string, unknown>): boolean {
  const condition = field(block, name).admin?.condition
  if (!condition) return true
  return Boolean(
    condition(sibling, sibling, {
      blockData: sibling,
      operation: 'update',
      path: [name],
      user: null,
    } as never),
  )
}

/**
 * The field's default where the block stands (by default: a section of a page). A default that depends on the place
 * (withContextDefault: marginBottom, a Quote's backgroundColor) is the one its hook and admin field give there.
 */
export function defaultOf(
  block: Block,
  name: string,
  where: { model?: ContentModel; nested?: boolean } = {},
): unknown {
  const found = field(block, name)
  if ('defaultValue' in found && found.defaultValue !== undefined) return found.defaultValue
  const component =
    found.admin?.components && 'Field' in found.admin.components ? found.admin.components.Field : undefined
  const rule =
    component && typeof component === 'object' && 'clientProps' in component
      ? (component.clientProps as { rule?: ContextDefault } | undefined)?.rule
      : undefined
  if (!rule) return undefined
  const path = where.nested ? ['layout', 0, 'content', 0, name] : ['layout', 0, name]
  return contextDefaultValue(rule, { model: where.model ?? 'page', path })
}
