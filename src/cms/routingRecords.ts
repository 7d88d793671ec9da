import 'server-only'

// Issue #34: what the router's index (src/server/routing/routingIndex.ts) holds of each published entry — its paths
// per locale, its place in the stories list, its variations — read from the CMS for every entry once, then for the
// entries a publish changed. Published content only; variations are the editors' and never leave the server.
import type { Where } from 'payload'

import type { Locale } from '@/i18n/locales'
import type { EntryRecord } from '@/server/routing/routingIndex'
import type { EntryVariations } from '@/variants/variants'

import { payloadClient, readable } from './content'
import { type EntryCollection, variantCollectionOf } from './entryUrl'

/** Enabled variations per entry id, in precedence order (priority, then id). */
async function variationsOf(
  collection: EntryCollection,
  ids: number[] | undefined,
): Promise<Map<number, EntryVariations>> {
  const payload = await payloadClient()
  const where: Where = { enabled: { equals: true } }
  const { docs } = await payload.find({
    collection: variantCollectionOf[collection],
    where: ids ? { and: [where, { entry: { in: ids } }] } : where,
    sort: ['priority', 'id'],
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: {
      updatedAt: true,
      entry: true,
      name: true,
      kind: true,
      trafficShare: true,
      query: true,
      startDate: true,
      endDate: true,
    },
  })
  const byEntry = new Map<number, EntryVariations>()
  for (const variant of docs) {
    const entryId = typeof variant.entry === 'object' ? variant.entry.id : variant.entry
    const entry = byEntry.get(entryId) ?? { abTest: [], personalisation: [] }
    byEntry.set(entryId, entry)
    // Windows are checked by the router on every request (a variant outside its window is never served).
    if (variant.kind === 'personalisation')
      entry.personalisation.push({
        id: String(variant.id),
        updatedAt: variant.updatedAt,
        name: variant.name,
        rules: (variant.query ?? []).map(({ attribute, key, operator, value }) => ({
          attribute,
          key,
          operator,
          value,
        })),
        startDate: variant.startDate,
        endDate: variant.endDate,
      })
    else
      entry.abTest.push({
        id: String(variant.id),
        updatedAt: variant.updatedAt,
        name: variant.name,
        share: variant.trafficShare ?? 0,
      })
  }
  return byEntry
}

/**
 * Issue #32 item 8: the paths that lead to each entry of a collection since another entry was deleted, per locale.
 * Few (one row per deleted entry and locale): read whole and sorted out here.
 */
async function movedHereOf(collection: EntryCollection): Promise<Map<number, EntryRecord['movedHere']>> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'redirects',
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { from: true, locale: true, to: true },
  })
  const byEntry = new Map<number, NonNullable<EntryRecord['movedHere']>>()
  for (const { from, locale, to } of docs) {
    // A target deleted without the retire action leaves its redirects with none (the relation cascades away).
    const target = to as typeof to | null
    if (target?.relationTo !== collection) continue
    const id = typeof target.value === 'object' ? target.value.id : target.value
    const moved = byEntry.get(id) ?? {}
    byEntry.set(id, moved)
    ;(moved[locale as Locale] ??= []).push(from)
  }
  return byEntry
}

/** The records of a collection's published entries: all of them, or those with these ids (others are absent). */
export async function routingRecords(
  collection: EntryCollection,
  ids?: number[],
  known?: Map<number, EntryVariations>,
): Promise<EntryRecord[]> {
  const payload = await payloadClient()
  const [{ docs }, variations, movedHere] = await Promise.all([
    payload.find({
      collection,
      ...readable(ids ? { id: { in: ids } } : {}),
      locale: 'all',
      depth: 0,
      pagination: false,
      select: { path: true, updatedAt: true, meta: { noIndex: true }, publishedAt: true },
    }),
    known ?? variationsOf(collection, ids),
    movedHereOf(collection),
  ])
  return docs.map((doc) => {
    const paths = Object.fromEntries(
      Object.entries((doc.path ?? {}) as unknown as Record<string, unknown>).filter(
        (pair): pair is [Locale, string] => typeof pair[1] === 'string' && pair[1].length > 0,
      ),
    )
    const publishedAt = 'publishedAt' in doc ? (doc.publishedAt as string | undefined) : undefined
    const own = variations.get(doc.id)
    const moved = movedHere.get(doc.id)
    return {
      collection,
      id: doc.id,
      paths,
      updatedAt: doc.updatedAt,
      ...(publishedAt ? { publishedAt } : {}),
      listed: !doc.meta?.noIndex,
      ...(own ? { variations: { ...own, updatedAt: doc.updatedAt } } : {}),
      ...(moved ? { movedHere: moved } : {}),
    }
  })
}

/** The published entries with variations, as the router's index holds them (for the editors' variant inspector). */
export async function variationRecords(): Promise<EntryRecord[]> {
  const all = await Promise.all(
    (['pages', 'stories'] as const).map(async (collection) => {
      const variations = await variationsOf(collection, undefined)
      return variations.size ? routingRecords(collection, [...variations.keys()], variations) : []
    }),
  )
  return all.flat()
}
