// Issue #32: who last edited which entry in which locale: the dashboard's recent edits (by anyone, by me) and each
// entry's translation status read it. One row per entry, locale and editor, touched by every save they make.
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
  PayloadRequest,
  Where,
} from 'payload'

import { defaultLocale, isLocale, type Locale, routingLocales } from '@/i18n/locales'

import { admins, editors, hiddenFromEditors, isEditorUser } from '../access'
import type { EntryCollection } from '../entryUrl'

export const entryEditsSlug = 'entry-edits'

export const entryCollections = ['pages', 'stories'] as const satisfies readonly EntryCollection[]

export const EntryEdits: CollectionConfig = {
  slug: entryEditsSlug,
  labels: { singular: 'Entry edit', plural: 'Entry edits' },
  admin: {
    hidden: hiddenFromEditors,
    group: 'Internals',
    useAsTitle: 'title',
    defaultColumns: ['title', 'entryCollection', 'locale', 'editor', 'updatedAt'],
    description: 'The last save of each entry per locale and editor (the dashboard and translation status).',
  },
  // Written only by the entries' own saves; read by editors' dashboard.
  access: { read: editors, create: () => false, update: () => false, delete: admins },
  defaultSort: '-updatedAt',
  fields: [
    { name: 'entryCollection', type: 'select', required: true, options: [...entryCollections] },
    { name: 'entry', type: 'number', required: true, index: true },
    { name: 'locale', type: 'select', required: true, options: [...routingLocales] },
    { name: 'editor', type: 'relationship', relationTo: 'users', index: true },
    { name: 'title', type: 'text' },
  ],
}

const editWhere = (collection: EntryCollection, entry: number | string): Where[] => [
  { entryCollection: { equals: collection } },
  { entry: { equals: entry } },
]

/** The save's locale ('all' or none: the default one, as Payload stores it). */
const savedLocale = (req: PayloadRequest): Locale => (isLocale(req.locale) ? req.locale : defaultLocale)

/** Records an editor's save of an entry (inside the save's transaction, so a failed save records nothing). */
export const recordEntryEdit =
  (collection: EntryCollection): CollectionAfterChangeHook =>
  async ({ doc, req }) => {
    const user = req.user
    if (!user || !isEditorUser(user)) return doc
    const locale = savedLocale(req)
    const data = {
      entryCollection: collection,
      entry: doc.id,
      locale,
      editor: user.id,
      title: doc.title ?? null,
    }
    const { docs } = await req.payload.find({
      collection: entryEditsSlug,
      where: {
        and: [
          ...editWhere(collection, doc.id),
          { locale: { equals: locale } },
          { editor: { equals: user.id } },
        ],
      },
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req,
    })
    const [existing] = docs
    if (existing)
      await req.payload.update({
        collection: entryEditsSlug,
        id: existing.id,
        data,
        depth: 0,
        overrideAccess: true,
        req,
      })
    else await req.payload.create({ collection: entryEditsSlug, data, depth: 0, overrideAccess: true, req })
    return doc
  }

/** A deleted entry leaves no edits behind. */
export const forgetEntryEdits =
  (collection: EntryCollection): CollectionAfterDeleteHook =>
  async ({ id, req }) => {
    await req.payload.delete({
      collection: entryEditsSlug,
      where: { and: editWhere(collection, id) },
      overrideAccess: true,
      req,
    })
  }
