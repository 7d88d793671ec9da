// Finds a named field inside a Payload block config (through rows, collapsibles and groups).
import type { Block, Field } from 'payload'

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

export function defaultOf(block: Block, name: string): unknown {
  const found = field(block, name)
  return 'defaultValue' in found ? found.defaultValue : undefined
}
