// Issue #30, save side (ARCHITECTURE "Content is data that must always read back"): Payload validates a field only on
// publish and only while its admin.condition shows it. Every save here, drafts and autosaves included, keeps every
// field's type, format and range rules whatever its visibility; a draft may be incomplete (required), never malformed.
// A value is refused with a message on its field (the editor sees it there; a REST client gets a 400), or, where it
// is an empty string in a field that cannot hold one, stored as unset. Relations must point at documents that exist.
import {
  type Field,
  type PayloadRequest,
  type SanitizedCollectionConfig,
  type SanitizedGlobalConfig,
  ValidationError,
  type ValidationFieldError,
} from 'payload'

import { type Data, type DataField, type FieldVisit, isRecord, walkFields } from './fieldWalk'
import { isMalformed, logReadAsUnset } from './malformed'
import { missingDocumentMessage, relationsOf } from './relations'

/** Types whose column cannot hold an empty string: '' is what a cleared form input sends, read as unset. */
const unsetWhenEmpty = new Set(['date', 'number', 'select', 'radio', 'relationship', 'upload', 'point'])
const textTypes = new Set(['text', 'textarea', 'email', 'code'])

/** The range both databases store and JavaScript formats (a four-digit year). */
const FIRST_TIME = Date.parse('0001-01-01T00:00:00.000Z')
const LAST_TIME = Date.parse('9999-12-31T23:59:59.999Z')

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (Array.isArray(value) && value.length === 0)

/** A date as both databases keep it (ISO 8601, UTC), or undefined when the value is no date. */
export function storedDate(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number' && !(value instanceof Date)) return undefined
  const time = new Date(value).getTime()
  return time >= FIRST_TIME && time <= LAST_TIME ? new Date(time).toISOString() : undefined
}

/** The rules Payload's own validators leave out: a value of the field's type at all. */
function typeProblem(field: DataField, value: unknown): string | undefined {
  const many = 'hasMany' in field && field.hasMany === true
  const each = (check: (item: unknown) => boolean) =>
    many && Array.isArray(value) ? value.every(check) : check(value)
  if (many && !Array.isArray(value) && field.type !== 'relationship' && field.type !== 'upload')
    return 'This field holds a list of values.'
  if (textTypes.has(field.type) && !each((item) => typeof item === 'string')) return 'This field holds text.'
  if ((field.type === 'select' || field.type === 'radio') && !each((item) => typeof item === 'string'))
    return 'This field holds one of its options.'
  if (field.type === 'checkbox' && typeof value !== 'boolean') return 'This field is true or false.'
  if (field.type === 'number' && !each((item) => typeof item === 'number' && Number.isFinite(item)))
    return 'This field holds a number.'
  if (field.type === 'date' && storedDate(value) === undefined)
    return `${JSON.stringify(value)} is not a date (a day between the years 1 and 9999, e.g. 2026-12-24T18:00:00.000Z).`
  if ((field.type === 'array' || field.type === 'blocks') && !Array.isArray(value))
    return 'This field holds a list.'
  if (field.type === 'group' && !isRecord(value)) return 'This field holds a group of fields.'
  return undefined
}

/**
 * A block of a type its field does not have, which Payload drops without a word unless the field has filterOptions
 * (then Payload's own check, or on a draft the field's validator, names the block).
 */
function unknownBlock(field: DataField, value: unknown): string | undefined {
  if (field.type !== 'blocks' || field.filterOptions || !Array.isArray(value)) return undefined
  const slugs = new Set(
    (field.blockReferences ?? field.blocks).map((block) => (typeof block === 'string' ? block : block.slug)),
  )
  for (const [index, row] of value.entries()) {
    const type = isRecord(row) ? row.blockType : undefined
    if (typeof type !== 'string' || !slugs.has(type))
      return `Block ${index + 1} is of an unknown type (${JSON.stringify(type)}).`
  }
  return undefined
}

interface SaveContext {
  req: PayloadRequest
  data: Data
  id?: number | string
  collectionSlug?: string
  operation: 'create' | 'update'
  /** Payload validates no field of a draft save (drafts and autosaves). */
  draft: boolean
}

/** The field's own rules (its validate, Payload's default for the type included), as if it were optional. */
async function ruleProblem(visit: FieldVisit, context: SaveContext): Promise<string | undefined> {
  const { field, value, path, siblingData } = visit
  const validate = 'validate' in field ? field.validate : undefined
  if (typeof validate !== 'function') return undefined
  try {
    const result = await (validate as (value: unknown, options: object) => unknown)(value, {
      ...field,
      required: false,
      id: context.id,
      collectionSlug: context.collectionSlug,
      data: context.data,
      siblingData,
      blockData: undefined,
      event: 'submit',
      operation: context.operation,
      overrideAccess: true,
      path: path.split('.'),
      preferences: { fields: {} },
      req: context.req,
    })
    return typeof result === 'string' ? result : undefined
  } catch {
    return 'This value cannot be stored in this field.'
  }
}

/** Relations to documents that do not exist (deleted media, a hand-typed id): one query per related collection. */
async function missingRelations(visits: FieldVisit[], req: PayloadRequest): Promise<ValidationFieldError[]> {
  const wanted = new Map<string, Map<number | string, { possible: boolean; visits: FieldVisit[] }>>()
  for (const visit of visits) {
    // An id of the wrong type is the field's validator's to report.
    for (const { collection, id, valid, possible } of relationsOf(visit.field, visit.value, req)) {
      if (!valid) continue
      const ids = wanted.get(collection) ?? new Map()
      ids.set(id, { possible, visits: [...(ids.get(id)?.visits ?? []), visit] })
      wanted.set(collection, ids)
    }
  }
  const errors: ValidationFieldError[] = []
  for (const [collection, ids] of wanted) {
    const candidates = [...ids].filter(([, { possible }]) => possible).map(([id]) => id)
    const found = candidates.length
      ? await req.payload.find({
          collection: collection as 'media',
          where: { id: { in: candidates } },
          depth: 0,
          pagination: false,
          overrideAccess: true,
          select: {},
          req,
        })
      : { docs: [] }
    const existing = new Set(found.docs.map((doc) => String(doc.id)))
    const singular = req.payload.collections[collection as 'media']?.config.labels.singular
    const name = typeof singular === 'string' ? singular.toLowerCase() : collection
    for (const [id, { visits: places }] of ids) {
      if (existing.has(String(id))) continue
      for (const visit of places)
        errors.push({ path: visit.path, label: visit.label, message: missingDocumentMessage(name, id) })
    }
  }
  return errors
}

/** Checks (and where a value is an empty string, unsets) what a save would store; throws a ValidationError. */
export async function checkWellFormed(
  fields: readonly Field[],
  context: SaveContext,
  owner: { collection?: string; global?: string },
): Promise<void> {
  const errors: ValidationFieldError[] = []
  const relationVisits: FieldVisit[] = []
  const ruleChecks: Promise<void>[] = []
  const { req, data, operation } = context
  for (const visit of walkFields(fields, data, { data, req, operation })) {
    const { field, value } = visit
    // Payload fills what a save leaves out from the stored document, which an unreadable stored value may be.
    if (isMalformed(value)) {
      logReadAsUnset(
        req.payload,
        `${owner.collection ?? `global ${owner.global}`} ${context.id ?? ''}`.trim(),
        visit.path,
        value,
      )
      visit.set(null)
      continue
    }
    if (value === '' && unsetWhenEmpty.has(field.type)) {
      visit.set(null)
      continue
    }
    if (isEmpty(value)) continue
    const problem = typeProblem(field, value)
    if (problem) {
      errors.push({ path: visit.path, label: visit.label, message: problem })
      continue
    }
    if (field.type === 'date') visit.set(storedDate(value))
    if (field.type === 'relationship' || field.type === 'upload') relationVisits.push(visit)
    const unknown = unknownBlock(field, value)
    if (unknown) {
      // The field's own rule (e.g. §8 "Children of this component must be …") says it best, where it has one.
      ruleChecks.push(
        ruleProblem(visit, context).then((message) => {
          errors.push({ path: visit.path, label: visit.label, message: message ?? unknown })
        }),
      )
      continue
    }
    // What Payload validates itself (a shown field on publish) it reports with its own required checks.
    if (context.draft || !visit.shown)
      ruleChecks.push(
        ruleProblem(visit, context).then((message) => {
          if (message) errors.push({ path: visit.path, label: visit.label, message })
        }),
      )
  }
  await Promise.all(ruleChecks)
  // A field whose own rule already said what is wrong (an upload's type, its file gone) says it once.
  const reported = new Set(errors.map((error) => error.path))
  errors.push(...(await missingRelations(relationVisits, req)).filter((error) => !reported.has(error.path)))
  if (errors.length === 0) return
  errors.sort((a, b) => a.path.localeCompare(b.path))
  // Named, as a minified build would not: Payload logs a ValidationError (a refusal, no server fault) at info level.
  throw Object.assign(new ValidationError({ ...owner, errors, id: context.id, req }, req.t), {
    name: 'ValidationError',
  })
}

/**
 * Before any of Payload's own field hooks: the shapes they read without a check. A group or a list given as null (the
 * REST client's "nothing in it") is an empty group or list: Payload would read into null and answer 500.
 */
export function normalizeShapes(fields: readonly Field[], data: unknown, req: PayloadRequest): void {
  if (!isRecord(data)) return
  for (const visit of walkFields(fields, data, { data, req, operation: 'update' })) {
    if (visit.value !== null) continue
    if (visit.field.type === 'group') visit.set({})
    else if (visit.field.type === 'array' || visit.field.type === 'blocks') visit.set([])
  }
}

/** Drafts and autosaves are saved with `_status: 'draft'` (Payload sets it before any hook runs). */
export const isDraftSave = (data: Data) => data._status === 'draft'

export function checkCollectionSave(
  collection: SanitizedCollectionConfig,
  args: {
    data: Data
    req: PayloadRequest
    operation: 'create' | 'update'
    originalDoc?: { id?: number | string }
  },
) {
  return checkWellFormed(
    collection.fields,
    {
      req: args.req,
      data: args.data,
      id: args.originalDoc?.id,
      collectionSlug: collection.slug,
      operation: args.operation,
      draft: isDraftSave(args.data),
    },
    { collection: collection.slug },
  )
}

export function checkGlobalSave(global: SanitizedGlobalConfig, args: { data: Data; req: PayloadRequest }) {
  return checkWellFormed(
    global.fields,
    { req: args.req, data: args.data, operation: 'update', draft: isDraftSave(args.data) },
    { global: global.slug },
  )
}
