// Issue #30: one walk over a document and the (sanitized) field configs that describe it, through rows, collapsibles,
// tabs, groups, arrays and blocks (inline or from config.blocks), for the save check and the read sanitizer alike.
import type { Block, Field, FlattenedBlock, PayloadRequest } from 'payload'
import { fieldAffectsData, tabHasName } from 'payload/shared'

export type Data = Record<string, unknown>

/** A field that stores a value: a named field that is not presentational. */
export type DataField = Extract<Field, { name: string }>

export interface FieldVisit {
  field: DataField
  value: unknown
  /** Payload's error path, e.g. `layout.2.targetDate` (the admin puts the message on that field). */
  path: string
  /** What an editor reads, e.g. `Content > Block 3 (Countdown) > targetDate`. */
  label: string
  siblingData: Data
  /** Whether every admin.condition on the way holds, i.e. whether Payload itself validates the field. */
  shown: boolean
  /** Replaces the value in its document. */
  set: (value: unknown) => void
}

interface Place {
  path: string
  label: string
  shown: boolean
  blockData?: Data
  /** Inside a localized field: its children are not localized again. */
  localized: boolean
}

export interface WalkContext {
  /** The whole document: what conditions get as `data`. */
  data: Data
  req: PayloadRequest
  operation: 'create' | 'update' | 'read'
  /** A read with locale 'all': localized values are objects keyed by locale. */
  allLocales?: boolean
}

export const isRecord = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

// Editors' messages (§8) name a field in English, also where its label is translated (issue #32).
const labelOf = ({ label, name }: { name?: string; label?: unknown }) =>
  typeof label === 'string'
    ? label
    : isRecord(label) && typeof label.en === 'string'
      ? label.en
      : (name ?? '')

const join = (parent: string, child: string | number) => (parent ? `${parent}.${child}` : String(child))
const joinLabel = (parent: string, child: string) => (parent ? `${parent} > ${child}` : child)

/** Payload's own order of lookup: the config's shared blocks, then the field's inline ones. */
export function blockOf(
  field: Extract<Field, { type: 'blocks' }>,
  slug: unknown,
  req: PayloadRequest,
): Block | FlattenedBlock | undefined {
  if (typeof slug !== 'string') return undefined
  const shared = (req.payload.blocks as Record<string, FlattenedBlock | undefined> | undefined)?.[slug]
  if (shared) return shared
  return (field.blockReferences ?? field.blocks).find(
    (block): block is Block => typeof block !== 'string' && block.slug === slug,
  )
}

function passes(field: Field, siblingData: Data, context: WalkContext, place: Place, name?: string): boolean {
  const condition = field.admin?.condition
  // Only a save's checks ask whether a field is shown (wellFormed.ts); a read's walk (readBack.ts) never does.
  if (!condition || context.operation === 'read') return true
  try {
    return Boolean(
      condition(context.data, siblingData, {
        blockData: place.blockData ?? {},
        operation: context.operation,
        path: (name ? join(place.path, name) : place.path).split('.').filter(Boolean),
        user: context.req.user,
      }),
    )
  } catch {
    // A condition that cannot read malformed data hides its field, as Payload's admin would fail to show it.
    return false
  }
}

/** Every data field of `fields` in `siblingData`, depth first (a container before what it holds). */
export function* walkFields(
  fields: readonly Field[],
  siblingData: Data,
  context: WalkContext,
  place: Place = { path: '', label: '', shown: true, localized: false },
): Generator<FieldVisit> {
  for (const field of fields) {
    if (!fieldAffectsData(field) || !('name' in field) || !field.name) {
      const shown = place.shown && passes(field, siblingData, context, place)
      if (field.type === 'tabs') {
        for (const tab of field.tabs) {
          if (tabHasName(tab)) {
            yield* walkFields([{ ...tab, type: 'group' } as Field], siblingData, context, { ...place, shown })
          } else yield* walkFields(tab.fields, siblingData, context, { ...place, shown })
        }
      } else if ('fields' in field) {
        yield* walkFields(field.fields as Field[], siblingData, context, { ...place, shown })
      }
      continue
    }
    const shown = place.shown && passes(field, siblingData, context, place, field.name)
    const localizedHere = Boolean(field.localized) && !place.localized
    const value = siblingData[field.name]
    if (context.allLocales && localizedHere && isRecord(value)) {
      // locale 'all': { 'en-gb': …, 'sv-se': … }
      for (const [locale, inner] of Object.entries(value)) {
        yield* visitField(field, inner, (next) => void (value[locale] = next), siblingData, context, {
          ...place,
          path: join(join(place.path, field.name), locale),
          label: joinLabel(place.label, `${labelOf(field)} (${locale})`),
          shown,
          localized: true,
        })
      }
      continue
    }
    yield* visitField(field, value, (next) => void (siblingData[field.name] = next), siblingData, context, {
      ...place,
      path: join(place.path, field.name),
      label: joinLabel(place.label, labelOf(field)),
      shown,
      localized: place.localized || localizedHere,
    })
  }
}

function* visitField(
  field: DataField,
  value: unknown,
  set: (value: unknown) => void,
  siblingData: Data,
  context: WalkContext,
  place: Place,
): Generator<FieldVisit> {
  yield { field, value, path: place.path, label: place.label, siblingData, shown: place.shown, set }
  if (field.type === 'group' && isRecord(value)) {
    yield* walkFields(field.fields, value, context, place)
  } else if (field.type === 'array' && Array.isArray(value)) {
    for (const [index, row] of value.entries()) {
      if (!isRecord(row)) continue
      yield* walkFields(field.fields, row, context, {
        ...place,
        path: join(place.path, index),
        label: joinLabel(place.label, `${index + 1}`),
      })
    }
  } else if (field.type === 'blocks' && Array.isArray(value)) {
    for (const [index, row] of value.entries()) {
      if (!isRecord(row)) continue
      const block = blockOf(field, row.blockType, context.req)
      if (!block) continue
      yield* walkFields(block.fields, row, context, {
        ...place,
        path: join(place.path, index),
        label: joinLabel(
          place.label,
          `Block ${index + 1} (${labelOf({ label: block.labels?.singular, name: block.slug })})`,
        ),
        blockData: row,
      })
    }
  }
}
