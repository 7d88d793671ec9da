// The content fuzz's arbitraries (issue #30, tests/e2e/content-fuzz.spec.ts): editors' saves of random layouts made
// from the real block configs (src/blocks/registry.ts), every field given a well-formed value or a misfit.
import fc from 'fast-check'
import type { Block, Field } from 'payload'

import { blockDefinition, blockRegistry } from '../../src/blocks/registry'
import type { ContentModel } from '../../src/blocks/shared/models'

export type Collection = 'pages' | 'stories'
const modelOf: Record<Collection, ContentModel> = { pages: 'page', stories: 'blog-article' }

export interface Media {
  image: number
  video: number
  deleted: number
}

/** Where values are made: the content model (for shared blocks' configs), the media to point at, and whether misfits
 * are mixed in (a clean save has well-formed values only, so that many also go through). */
interface Place {
  model: ContentModel
  media: Media
  misfits: boolean
}

/** Values that fit no field: of another type, out of every range, not a date, not an option, not an id. */
const misfits = fc.constantFrom<unknown>(
  'not-a-date',
  'not-an-option',
  '',
  ' ',
  -1,
  1e12,
  2147483648,
  0.5,
  'NaN',
  true,
  { a: 1 },
  [1, 'x'],
  null,
  'x'.repeat(300),
  '+275760-09-13T00:00:00.000Z',
  '2026-13-45',
  '0000-00-00',
)

const optionValues = (field: Extract<Field, { type: 'select' }>) =>
  field.options.map((option) => (typeof option === 'string' ? option : option.value))

/** A value for one field: well formed (often, so that saves also succeed), or a misfit. */
function valueOf(field: Field, place: Place, depth: number): fc.Arbitrary<unknown> {
  const wellFormed = ((): fc.Arbitrary<unknown> | undefined => {
    switch (field.type) {
      case 'text':
      case 'textarea':
        return fc.string({ maxLength: 30 })
      case 'number':
        return fc.integer({ min: field.min ?? -5, max: field.max ?? 200 })
      case 'checkbox':
        return fc.boolean()
      case 'select':
        return fc.constantFrom(...optionValues(field))
      case 'date':
        return fc
          .date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
          .map((date) => date.toISOString())
      case 'upload':
      case 'relationship':
        // Media of the wrong type, deleted, or never there are misfits too.
        return place.misfits
          ? fc.constantFrom(place.media.image, place.media.video, place.media.deleted, 2_000_000_000)
          : fc.constant(place.media.image)
      case 'group':
        return fieldsOf(field.fields, place, depth)
      case 'array':
        return fc.array(fieldsOf(field.fields, place, depth), { maxLength: 2 })
      case 'blocks':
        return depth >= 2
          ? fc.constant([])
          : fc.array(blockOf(field.blockReferences ?? field.blocks, place, depth + 1), { maxLength: 2 })
      default:
        return undefined
    }
  })()
  if (!place.misfits) return wellFormed ?? fc.constant(undefined)
  return wellFormed
    ? fc.oneof({ arbitrary: wellFormed, weight: 4 }, { arbitrary: misfits, weight: 1 })
    : misfits
}

/** The data fields under `fields` (through rows, collapsibles and unnamed tabs), each maybe given a value. */
function fieldsOf(
  fields: readonly Field[],
  place: Place,
  depth: number,
): fc.Arbitrary<Record<string, unknown>> {
  const named = (list: readonly Field[]): Field[] =>
    list.flatMap((field) =>
      'name' in field && field.name
        ? [field]
        : field.type === 'tabs'
          ? field.tabs.flatMap((tab) =>
              'name' in tab && tab.name ? [{ ...tab, type: 'group' } as Field] : named(tab.fields),
            )
          : 'fields' in field
            ? named(field.fields as Field[])
            : [],
    )
  const record = Object.fromEntries(
    named(fields)
      .filter((field) => field.type !== 'ui')
      .map((field) => [(field as { name: string }).name, valueOf(field, place, depth)]),
  )
  return fc.record(record, { requiredKeys: [] })
}

function blockOf(blocks: readonly (Block | string)[], place: Place, depth: number): fc.Arbitrary<unknown> {
  // Blocks are named by slug (blockReferences): their one config is the registry's.
  const configs = blocks.flatMap((block) =>
    typeof block === 'string' ? (blockDefinition(block)?.config ?? []) : [block],
  )
  const ofBlock = (block: Block) =>
    fieldsOf(block.fields, place, depth).map((fields) => ({ ...fields, blockType: block.slug }))
  if (!place.misfits) return fc.constantFrom(...configs).chain(ofBlock)
  return fc.oneof(
    { arbitrary: fc.constantFrom(...configs).chain(ofBlock), weight: 12 },
    // A block this place does not take (another model's, or no block at all).
    {
      arbitrary: fc.record({
        blockType: fc.constantFrom('NoSuchBlock', 'HeroGeneric', 'StoriesAboveTheFold'),
      }),
      weight: 1,
    },
  )
}

/** A layout of a model's blocks, from the real configs. */
export function layoutOf(collection: Collection, media: Media, misfits: boolean) {
  const model = modelOf[collection]
  const blocks = blockRegistry.filter((block) => block.models.includes(model)).map((block) => block.config)
  return fc.array(blockOf(blocks, { model, media, misfits }, 0), { minLength: 1, maxLength: 3 })
}

export type Mode = 'draft' | 'autosave' | 'publish'

export interface Save {
  collection: Collection
  /** An entry of the pool, or a new one. */
  target: number | 'new'
  mode: Mode
  layout: unknown[]
}

/** One editor's save: a layout for an entry of the pool (or a new one), as a draft, an autosave or a publish. */
export function savesOf(media: Media): fc.Arbitrary<Save> {
  return fc.constantFrom<Collection>('pages', 'pages', 'stories').chain((collection) =>
    fc.record({
      collection: fc.constant(collection),
      target: fc.oneof(
        { arbitrary: fc.constant<'new'>('new'), weight: 1 },
        { arbitrary: fc.nat(2), weight: 8 },
      ),
      mode: fc.constantFrom<Mode>('draft', 'autosave', 'publish'),
      layout: fc.boolean().chain((misfits) => layoutOf(collection, media, misfits)),
    }),
  )
}
