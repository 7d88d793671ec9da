// Issue #34, precise purges: the kept pages a publish changed, worked out from what the routing index knew of the
// entry before and knows after (src/server/routing/routingIndex.ts) — the entry in every locale, the stories whose
// related stories show it, the stories list pages, the feeds and the sitemap files that list it — and every page the
// site keeps, for a new build or a changed page wrapper.
import {
  contentListLimit,
  type EntryCollection,
  entryPath,
  entryRoutePath,
  listPageCount,
  storiesFeedPath,
  storiesPagePath,
} from '@/cms/entryUrl'
import { sitemapFilePath, sitemapIndexPath } from '@/cms/sitemapFiles'
import { defaultLocale, routingLocales, storiesLocales } from '@/i18n/locales'
import { variantRoutePath, variationParam } from '@/variants/routing'
import { inWindow, originalVariation } from '@/variants/variants'

import type { EntryRecord, RecordChange, RoutingIndex } from '../routing/routingIndex'

/** A kept page's key: its status and the route path the router chose (`200 /sv-se/fotobocker`). */
export const pageKey = (status: number, routePath: string) => `${status} ${routePath}`

/** The route path behind a key, and its status. */
export function parsePageKey(key: string): { status: number; path: string } {
  const space = key.indexOf(' ')
  return { status: Number(key.slice(0, space)), path: key.slice(space + 1) }
}

/** §2: en-gb first, so a publish renders it first: every locale without a translation of its own shows it, and a
 * publish must be visible on every instance within 5 s (issue #34) even when the renders of all 12 take longer. */
const defaultLocaleFirst = [defaultLocale, ...routingLocales.filter((locale) => locale !== defaultLocale)]

/**
 * Every key of an entry: its page in each locale (own path, or the en-gb one it shows, §2), its variations. With
 * `servableAt`, only the pages a visitor may be given then: a personalisation variant outside its window renders as
 * no page, and kept so it would still be one once its window opens (the router rewrites to it only then).
 */
export function entryKeys(record: EntryRecord, servableAt?: Date): string[] {
  const keys: string[] = []
  for (const locale of defaultLocaleFirst) {
    const path = record.paths[locale] ?? record.paths[defaultLocale]
    if (!path) continue
    if (record.collection === 'pages' && path === '/404') {
      keys.push(pageKey(404, `/${locale}/404`))
      continue
    }
    keys.push(pageKey(200, entryRoutePath(record.collection, locale, path)))
    const variations = record.variations
    if (!variations) continue
    const urlPath = entryPath(record.collection, path)
    const personalisation = variations.personalisation.filter(
      (variant) => !servableAt || inWindow(variant, servableAt),
    )
    for (const { id, updatedAt } of [...variations.abTest, ...personalisation])
      keys.push(pageKey(200, variantRoutePath(locale, variationParam(id, updatedAt), urlPath)))
    keys.push(
      pageKey(
        200,
        variantRoutePath(locale, variationParam(originalVariation, variations.updatedAt), urlPath),
      ),
    )
  }
  return keys
}

const listKeys = (page: number) =>
  routingLocales.map((locale) => pageKey(200, `/${locale}${storiesPagePath(page)}`))
const feedKeys = () => storiesLocales.map((locale) => pageKey(200, storiesFeedPath(locale)))
const sitemapKeys = (collection: EntryCollection, id: number) => [
  pageKey(200, sitemapFilePath(collection, id)),
  pageKey(200, sitemapIndexPath),
]

/** What a change does to the kept pages: `purge` drops, `render` renders now, `stale` is served until re-rendered. */
export interface Affected {
  purge: string[]
  render: string[]
  stale: string[]
}

const sameRecord = (a: EntryRecord | undefined, b: EntryRecord | undefined) =>
  JSON.stringify(a) === JSON.stringify(b)

export function affectedBy(change: RecordChange, index: RoutingIndex, now = new Date()): Affected {
  const { before, after } = change
  // A draft saved over a published entry changes nothing the public sees.
  if (sameRecord(before, after)) return { purge: [], render: [], stale: [] }
  const purge = new Set<string>()
  const render = new Set<string>()
  const stale = new Set<string>()
  const entry = (after ?? before)!
  for (const key of before ? entryKeys(before) : []) purge.add(key)
  for (const key of after ? entryKeys(after) : []) purge.add(key)
  for (const key of after ? entryKeys(after, now) : []) render.add(key)
  for (const key of sitemapKeys(entry.collection, entry.id)) {
    purge.add(key)
    render.add(key)
  }
  if (entry.collection === 'stories') {
    const renderNow = (key: string) => (purge.add(key), render.add(key))
    // The stories whose related stories showed it, or show it now.
    for (const id of [...change.shownByBefore, ...change.shownByAfter]) {
      const neighbour = index.record(`stories:${id}`)
      if (neighbour) {
        entryKeys(neighbour).forEach((key) => purge.add(key))
        entryKeys(neighbour, now).forEach((key) => render.add(key))
      }
    }
    const places = [change.placeBefore, change.placeAfter].filter((place) => place !== undefined)
    if (places.length) {
      const pagesBefore = listPageCount(change.storiesBefore)
      const pagesAfter = listPageCount(index.stories().length)
      const pageOf = (place: number) => Math.floor(place / contentListLimit) + 1
      const own = new Set(places.map(pageOf))
      // Moved, added or removed: every page from the first it touched on shifts by one; only its own pages change now.
      const shifted = change.placeBefore !== change.placeAfter || pagesBefore !== pagesAfter
      const last = Math.max(pagesBefore, pagesAfter)
      for (let page = Math.min(...own); page <= (shifted ? last : Math.min(...own)); page += 1) {
        const gone = page > pagesAfter
        const keys = listKeys(page)
        if (gone) keys.forEach((key) => purge.add(key))
        else if (own.has(page) || page > pagesBefore) keys.forEach(renderNow)
        else keys.forEach((key) => stale.add(key))
      }
      if (places.some((place) => place < contentListLimit)) feedKeys().forEach(renderNow)
    }
  }
  return { purge: [...purge], render: [...render], stale: [...stale].filter((key) => !purge.has(key)) }
}

/** Every page the site keeps for a routing index: each entry in each locale, the lists, feeds and sitemap files. */
export function* everyKey(index: RoutingIndex): Generator<string> {
  const sitemapFiles = new Set([pageKey(200, sitemapIndexPath)])
  for (const record of index.records()) {
    // Variation pages are rendered when a visitor is first given them.
    for (const key of entryKeys(record)) if (!key.includes('/x-variant/')) yield key
    sitemapFiles.add(pageKey(200, sitemapFilePath(record.collection, record.id)))
  }
  yield* sitemapFiles
  for (let page = 1; page <= listPageCount(index.stories().length); page += 1) yield* listKeys(page)
  yield* feedKeys()
}
