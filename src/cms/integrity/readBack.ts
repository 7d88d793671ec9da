// Issue #30, read side: whatever is stored, every read (page render, REST, GraphQL, the admin, sitemap, feeds) gets a
// document the site can render. A value that is not of its field's type, range or options, a marker the database layer
// left for a value it could not decode (./decoders.ts), or a relation to a document that is gone is read as unset and
// logged once with the entry and the field path; the editor can open the entry, fix it and save, or delete it.
import type { Field, PayloadRequest } from 'payload'

import { type Data, type DataField, type FieldVisit, walkFields } from './fieldWalk'
import { isMalformed, logReadAsUnset } from './malformed'
import { relationsOf } from './relations'

type OptionValue = string | { value: string }

const optionValues = (options: readonly OptionValue[]) =>
  new Set(options.map((option) => (typeof option === 'string' ? option : option.value)))

/** Whether one stored item is of the field's type, within its range and options. */
function readableItem(field: DataField, item: unknown): boolean {
  if (isMalformed(item)) return false
  switch (field.type) {
    case 'date':
      return (typeof item === 'string' || item instanceof Date) && !Number.isNaN(new Date(item).getTime())
    case 'number': {
      if (typeof item !== 'number' || !Number.isFinite(item)) return false
      return (
        !(typeof field.min === 'number' && item < field.min) &&
        !(typeof field.max === 'number' && item > field.max)
      )
    }
    case 'select':
    case 'radio':
      return typeof item === 'string' && optionValues(field.options as readonly OptionValue[]).has(item)
    case 'checkbox':
      return typeof item === 'boolean'
    default:
      return true
  }
}

const listed = (field: DataField) =>
  'hasMany' in field && field.hasMany === true && (field.type === 'number' || field.type === 'select')

/** The stored value as the site can read it: the value, the readable items of a list, or undefined (unset). */
function readable(field: DataField, value: unknown): { value: unknown } | undefined {
  if (listed(field) && Array.isArray(value)) {
    const kept = value.filter((item) => readableItem(field, item))
    return { value: kept.length === value.length ? value : kept }
  }
  return readableItem(field, value) ? { value } : undefined
}

// Per request, whether a related document exists: a list of entries asks once per id (and the entries of a list read
// together ask together).
const known = new WeakMap<PayloadRequest, Map<string, Promise<boolean>>>()
const queued = new WeakMap<PayloadRequest, Map<string, Map<string, (exists: boolean) => void>>>()

function exists(req: PayloadRequest, collection: string, id: number | string): Promise<boolean> {
  const cache = known.get(req) ?? new Map<string, Promise<boolean>>()
  known.set(req, cache)
  const key = `${collection} ${String(id)}`
  const cached = cache.get(key)
  if (cached) return cached
  const answer = new Promise<boolean>((resolve) => {
    const byCollection = queued.get(req) ?? new Map<string, Map<string, (exists: boolean) => void>>()
    if (!queued.has(req)) {
      queued.set(req, byCollection)
      setImmediate(() => void flush(req))
    }
    const ids = byCollection.get(collection) ?? new Map<string, (exists: boolean) => void>()
    byCollection.set(collection, ids)
    ids.set(String(id), resolve)
  })
  cache.set(key, answer)
  return answer
}

async function flush(req: PayloadRequest) {
  const byCollection = queued.get(req)
  queued.delete(req)
  for (const [collection, ids] of byCollection ?? []) {
    let existing: Set<string>
    try {
      const idType =
        req.payload.collections[collection as 'media'].customIDType ?? req.payload.db.defaultIDType
      const found = await req.payload.find({
        collection: collection as 'media',
        where: { id: { in: [...ids.keys()].map((id) => (idType === 'number' ? Number(id) : id)) } },
        depth: 0,
        pagination: false,
        overrideAccess: true,
        select: {},
        req,
      })
      existing = new Set(found.docs.map((doc) => String(doc.id)))
    } catch {
      // Not knowing is no reason to hide a relation.
      existing = new Set(ids.keys())
    }
    for (const [id, resolve] of ids) resolve(existing.has(id))
  }
}

/** Unsets what cannot be read in `doc`, in place; `where` names the entry in the log. */
export async function readBack(
  fields: readonly Field[],
  doc: Data,
  req: PayloadRequest,
  where: string,
): Promise<Data> {
  const unset = (visit: FieldVisit) => {
    logReadAsUnset(req.payload, where, visit.path, visit.value)
    visit.set(null)
  }
  const relationChecks: Promise<void>[] = []
  const context = { data: doc, req, operation: 'read' as const, allLocales: req.locale === 'all' }
  for (const visit of walkFields(fields, doc, context)) {
    const { field, value } = visit
    if (value === null || value === undefined) continue
    const kept = readable(field, value)
    if (!kept) {
      unset(visit)
      continue
    }
    if (kept.value !== value) {
      logReadAsUnset(req.payload, where, visit.path, value)
      visit.set(kept.value)
      continue
    }
    // A relation Payload did not populate is a bare id: kept only while its document exists.
    const bare = relationsOf(field, value, req).filter((ref) => !ref.populated)
    if (bare.length === 0) continue
    relationChecks.push(
      (async () => {
        const found = await Promise.all(
          bare.map((ref) => (ref.possible ? exists(req, ref.collection, ref.id) : Promise.resolve(false))),
        )
        if (found.every(Boolean)) return
        if (!Array.isArray(value)) return unset(visit)
        const gone = new Set(
          bare.filter((_, index) => !found[index]).map((ref) => `${ref.collection} ${ref.id}`),
        )
        logReadAsUnset(req.payload, where, visit.path, [...gone])
        visit.set(
          value.filter((item) => {
            const [ref] = relationsOf(field, [item], req)
            return !ref || ref.populated || !gone.has(`${ref.collection} ${ref.id}`)
          }),
        )
      })(),
    )
  }
  await Promise.all(relationChecks)
  return doc
}
