import 'server-only'

// What the router needs to choose a variation before rendering (src/variants): for each locale's URL path of an
// entry with enabled variations, the entry's key; for each key, its A/B variations and personalisation variants.
import { defaultLocale, type Locale, routingLocales } from '@/i18n/locales'
import type { VariantIndexData } from '@/variants/variants'

import { payloadClient } from './content'
import { type EntryCollection, entryPath } from './entryUrl'

const sources = [
  { collection: 'page-variants', entryCollection: 'pages' },
  { collection: 'story-variants', entryCollection: 'stories' },
] as const satisfies readonly { collection: string; entryCollection: EntryCollection }[]

export const entryKeyOf = (collection: EntryCollection, id: number | string) => `${collection}:${id}`

export async function buildVariantIndex(now = new Date()): Promise<VariantIndexData> {
  const payload = await payloadClient()
  const index: VariantIndexData = { paths: {}, entries: {} }
  for (const { collection, entryCollection } of sources) {
    const { docs } = await payload.find({
      collection,
      where: { enabled: { equals: true } },
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
    const entryIds = new Set<number>()
    for (const variant of docs) {
      const entryId = typeof variant.entry === 'object' ? variant.entry.id : variant.entry
      // A variant whose window has closed is never served: leave it out (the router checks windows again).
      if (variant.endDate && Date.parse(variant.endDate) <= now.getTime()) continue
      const key = entryKeyOf(entryCollection, entryId)
      const entry = (index.entries[key] ??= { abTest: [], personalisation: [] })
      entryIds.add(entryId)
      if (variant.kind === 'personalisation') {
        entry.personalisation.push({
          id: String(variant.id),
          updatedAt: variant.updatedAt,
          name: variant.name,
          rules: (variant.query ?? []).map(({ attribute, key: name, operator, value }) => ({
            attribute,
            key: name,
            operator,
            value,
          })),
          startDate: variant.startDate,
          endDate: variant.endDate,
        })
      } else {
        entry.abTest.push({
          id: String(variant.id),
          updatedAt: variant.updatedAt,
          name: variant.name,
          share: variant.trafficShare ?? 0,
        })
      }
    }
    if (!entryIds.size) continue
    // The published entries' URL paths: their own per locale, or the en-gb path they fall back to (§2).
    const { docs: entries } = await payload.find({
      collection: entryCollection,
      where: { id: { in: [...entryIds] } },
      locale: 'all',
      depth: 0,
      pagination: false,
      overrideAccess: false,
      select: { path: true, updatedAt: true },
    })
    for (const entry of entries) {
      const variations = index.entries[entryKeyOf(entryCollection, entry.id)]
      if (variations) variations.updatedAt = entry.updatedAt
      const paths = (entry.path ?? {}) as unknown as Partial<Record<Locale, string>>
      for (const locale of routingLocales) {
        const path = paths[locale] ?? paths[defaultLocale]
        if (path)
          (index.paths[locale] ??= {})[entryPath(entryCollection, path)] = entryKeyOf(
            entryCollection,
            entry.id,
          )
      }
    }
  }
  return index
}
