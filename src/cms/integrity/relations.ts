// Issue #30: the documents a relationship or upload value points at, in each of Payload's shapes (an id, a populated
// document, `{ relationTo, value }`, or a list of those), and whether each is still there.
import type { PayloadRequest } from 'payload'

import type { DataField } from './fieldWalk'

export interface RelationRef {
  collection: string
  id: number | string
  /** Whether the id has the related collection's ID type at all (a number where IDs are numbers). */
  valid: boolean
  /** Whether a document could have this id (a serial id within the column's range): if not, none has. */
  possible: boolean
  /** Whether the value is the related document itself (populated), not only its id. */
  populated: boolean
}

/** Issue #30: a relation to a document that is gone (deleted media, a hand-typed id). */
export function missingDocumentMessage(name: string, id: number | string): string {
  return `The ${name} with ID ${String(id)} does not exist (any more): choose another one or clear the field.`
}

/** PostgreSQL's integer, the widest serial ID either database hands out here. */
const MAX_SERIAL_ID = 2_147_483_647

/** Whether a serial ID could name a document at all (a query with any other fails on PostgreSQL: out of range). */
export function possibleSerialId(id: unknown): boolean {
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 && id <= MAX_SERIAL_ID
}

function reference(collection: string, raw: unknown, req: PayloadRequest): RelationRef | undefined {
  const populated = typeof raw === 'object' && raw !== null
  const id = populated ? (raw as { id?: unknown }).id : raw
  if (typeof id !== 'number' && typeof id !== 'string') return undefined
  const config = req.payload.collections[collection as 'media']
  const idType = config?.customIDType ?? req.payload.db.defaultIDType
  const valid = Boolean(config) && (idType === 'number' ? typeof id === 'number' : typeof id === 'string')
  const possible =
    valid && (idType !== 'number' || (Number.isSafeInteger(id) && +id > 0 && +id <= MAX_SERIAL_ID))
  return { collection, id, valid, possible, populated }
}

/** One entry per related document the value names (an unreadable item names none). */
export function relationsOf(field: DataField, value: unknown, req: PayloadRequest): RelationRef[] {
  if (field.type !== 'relationship' && field.type !== 'upload') return []
  const items = Array.isArray(value) ? value : [value]
  return items.flatMap((item) => {
    if (Array.isArray(field.relationTo)) {
      const { relationTo, value: inner } = (item ?? {}) as { relationTo?: unknown; value?: unknown }
      if (typeof relationTo !== 'string' || !(field.relationTo as string[]).includes(relationTo)) return []
      return reference(relationTo, inner, req) ?? []
    }
    return reference(field.relationTo, item, req) ?? []
  })
}
