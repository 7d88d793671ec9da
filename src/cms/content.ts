import 'server-only'

// How the site reads the CMS: an entry by (locale, translated path) with the §2 en-gb fallback, its alternates.
import config from '@payload-config'
import { getPayload, type Payload, type Where } from 'payload'
// Drizzle's operators, the same for both dialects (both adapters re-export one drizzle-orm version).
import { and, asc, eq, gte, lt, max, sql } from '@payloadcms/db-sqlite/drizzle'

import { canonicalLocale, canonicalUrl } from '@/i18n/canonical'
import { bcp47, defaultLocale, isLocale, type Locale, routingLocales } from '@/i18n/locales'
import type { Page, Story } from '@/payload-types'

import { publishedOnly } from './access'
import { type EntryCollection, entryHref, entryPath } from './entryUrl'
import { type Lookup, type Match, type Paths, throughSnapshot } from './entrySnapshots'
import { entryTables, isoTime, publicRows, sqlAdapter } from './sqlAdapter'

export function payloadClient(): Promise<Payload> {
  return getPayload({ config })
}

/**
 * What the public may read of pages and stories, as the query's own condition (their read access,
 * publishedOrEditors, says the same). Leaving it to Payload (overrideAccess: false) has it work out the read
 * permission of every field of every block for each query, ~10 ms a query (issue #34); editors' drafts read all.
 */
export function readable(where: Where, draft = false) {
  return { where: draft ? where : { and: [publishedOnly, where] }, draft, overrideAccess: true } as const
}

export type Entry<C extends EntryCollection> = C extends 'pages' ? Page : Story

export type EntryLookup<C extends EntryCollection> = Lookup<Entry<C>>

interface LookupOptions {
  /** Editors in draft mode see the newest draft. */
  draft?: boolean
}

/**
 * §2: a page is found by (locale, translated path). When the entry has no translation in that locale,
 * the en-gb content is shown at that locale's URL; Payload's `where` on a localized field does not fall
 * back, hence the second lookup. An en-gb path asked for in a locale that has its own path redirects there.
 */
export async function findEntry<C extends EntryCollection>(
  collection: C,
  locale: Locale,
  path: string,
  { draft = false }: LookupOptions = {},
): Promise<EntryLookup<C>> {
  const payload = await payloadClient()
  // Issue #34: the public's lookups through the entry's snapshot (./entrySnapshots.ts); editors' drafts always anew.
  if (draft) return readEntry(payload, collection, locale, path, true)
  return throughSnapshot<Entry<C>>(payload, collection, locale, path, (match) =>
    match
      ? readMatched(payload, collection, locale, path, match)
      : readEntry(payload, collection, locale, path, false),
  )
}

/**
 * Issue #34: the published entry the snapshot's lookup matched, read by its id. Read by path, a locale without a path
 * of its own (most of a shop's) cost Payload's whole read of an entry (every block's table) that finds nothing, and a
 * second lookup by the en-gb path, before the entry's own read. Answers as readEntry does (tests/integration
 * entry-snapshots.test.ts); an entry changed since the match is read by path after all.
 */
async function readMatched<C extends EntryCollection>(
  payload: Payload,
  collection: C,
  locale: Locale,
  path: string,
  match: Match,
): Promise<EntryLookup<C>> {
  const paths = await publishedPaths(payload, collection, match.id)
  const translated = paths[locale]
  if (!match.own && translated && translated !== path)
    return { kind: 'redirect', location: entryHref(collection, locale, translated) }
  const { docs } = await payload.find({
    collection,
    ...readable({ id: { equals: match.id } }),
    limit: 1,
    pagination: false,
    depth: 1,
    locale,
    fallbackLocale: defaultLocale,
  })
  const doc = docs[0] as Entry<C> | undefined
  if (!doc || isoTime(doc.updatedAt) !== match.updatedAt)
    return readEntry(payload, collection, locale, path, false)
  return { kind: 'found', entry: doc, paths }
}

/** Payload's lookup of (locale, path): its own path there, else the en-gb one shown there (§2). */
export async function readEntry<C extends EntryCollection>(
  payload: Payload,
  collection: C,
  locale: Locale,
  path: string,
  draft: boolean,
): Promise<EntryLookup<C>> {
  const query = {
    collection,
    ...readable({ path: { equals: path } }, draft),
    limit: 1,
    pagination: false,
  } as const
  const own = await payload.find({ ...query, depth: 1, locale, fallbackLocale: defaultLocale })
  let doc = own.docs[0] as Entry<C> | undefined
  let paths: Paths | undefined
  if (!doc && locale !== defaultLocale) {
    // Only which entry it is: its content is read in the visitor's locale next.
    const fallback = await payload.find({
      ...query,
      depth: 0,
      locale: defaultLocale,
      fallbackLocale: false,
      select: { path: true },
    })
    const candidate = fallback.docs[0] as { id: number } | undefined
    if (candidate) {
      paths = await localizedPaths(payload, collection, candidate.id, draft)
      const translated = paths[locale]
      if (translated && translated !== path) {
        return { kind: 'redirect', location: entryHref(collection, locale, translated) }
      }
      doc = (await payload.findByID({
        collection,
        id: candidate.id,
        locale,
        fallbackLocale: defaultLocale,
        depth: 1,
        draft,
        overrideAccess: true,
      })) as Entry<C>
    }
  }
  if (!doc) return { kind: 'missing' }
  return {
    kind: 'found',
    entry: doc,
    paths: paths ?? (await localizedPaths(payload, collection, doc.id, draft)),
  }
}

/** A published entry's own path in each locale that has one, in SQL: Payload reads them in a query of its whole read. */
async function publishedPaths(payload: Payload, collection: EntryCollection, id: number): Promise<Paths> {
  const adapter = sqlAdapter(payload)
  const { locales } = entryTables(adapter, collection)
  const rows = await adapter.drizzle
    .select({ locale: locales._locale, path: locales.path })
    .from(locales)
    .where(eq(locales._parentID, id))
  return ownPaths(rows.map(({ locale, path }) => [locale, path]))
}

/** The (locale, path) pairs that name a path: a locale without one shows the en-gb entry (§2). */
const ownPaths = (pairs: [unknown, unknown][]): Paths =>
  Object.fromEntries(
    pairs.filter(
      (pair): pair is [Locale, string] =>
        typeof pair[0] === 'string' && isLocale(pair[0]) && typeof pair[1] === 'string' && pair[1].length > 0,
    ),
  )

/** The entry's own path in each locale that has one. */
async function localizedPaths(
  payload: Payload,
  collection: EntryCollection,
  id: number,
  draft: boolean,
): Promise<Paths> {
  const all = await payload.findByID({
    collection,
    id,
    locale: 'all',
    depth: 0,
    draft,
    overrideAccess: true,
    select: { path: true },
  })
  const value = all.path as unknown
  if (value && typeof value === 'object') return ownPaths(Object.entries(value))
  return {}
}

export interface Alternate {
  hrefLang: string
  href: string
}

/**
 * hreflang alternates: every locale the entry answers in whose canonical locale is itself
 * (stories in da-dk/nb-no canonicalise elsewhere, §2), plus x-default (en-gb).
 */
export function entryAlternates(
  collection: EntryCollection,
  paths: Paths,
  siteUrl: string,
): { canonicalFor: (locale: Locale) => string; alternates: Alternate[] } {
  const pathIn = (locale: Locale) => paths[locale] ?? paths[defaultLocale]
  const urlIn = (locale: Locale) => {
    return canonicalUrl(entryPath(collection, pathIn(locale) ?? '/'), locale, defaultLocale, siteUrl)
  }
  const alternates: Alternate[] = routingLocales
    .filter((locale) => pathIn(locale) !== undefined)
    .filter((locale) => {
      return canonicalLocale(entryPath(collection, pathIn(locale) ?? '/'), locale, defaultLocale) === locale
    })
    .map((locale) => ({ hrefLang: bcp47(locale), href: urlIn(locale) }))
  if (pathIn(defaultLocale) !== undefined)
    alternates.push({ hrefLang: 'x-default', href: urlIn(defaultLocale) })
  return { canonicalFor: urlIn, alternates }
}

export interface PublishedEntry {
  id: number
  paths: Paths
  updatedAt: string
  /** Reachable, but kept out of the sitemap and lists (meta.noIndex). */
  noIndex: boolean
}

/**
 * A collection's published entries with their path in each locale (the sitemap): all, or those in an id range.
 * Issue #34: read straight from the entry's two tables (published, not in the trash: as the public reads them). Payload's
 * find with locale 'all' took ~550 ms for 1,000 stories (turning every row into a document), this one query ~30 ms.
 */
export async function publishedEntries(
  collection: EntryCollection,
  ids?: { from: number; to: number },
): Promise<PublishedEntry[]> {
  const adapter = sqlAdapter(await payloadClient())
  const { entries, locales } = entryTables(adapter, collection)
  const rows = await adapter.drizzle
    .select({
      id: entries.id,
      updatedAt: entries.updatedAt,
      noIndex: entries.meta_noIndex,
      locale: locales._locale,
      path: locales.path,
    })
    .from(entries)
    .leftJoin(locales, eq(locales._parentID, entries.id))
    .where(and(publicRows(entries), ...(ids ? [gte(entries.id, ids.from), lt(entries.id, ids.to)] : [])))
    .orderBy(asc(entries.id))
  const byId = new Map<number, PublishedEntry>()
  for (const row of rows) {
    const id = Number(row.id)
    let entry = byId.get(id)
    if (!entry) {
      entry = {
        id,
        paths: {},
        // The sitemap leaves out a date nobody can read ('').
        updatedAt: isoTime(row.updatedAt),
        noIndex: Boolean(row.noIndex),
      }
      byId.set(id, entry)
    }
    if (typeof row.path === 'string' && isLocale(row.locale)) entry.paths[row.locale] = row.path
  }
  return [...byId.values()]
}

/**
 * The ranges of `size` entry ids (id ÷ size) that hold a published entry, each with its newest entry's update time: the
 * sitemap index's files and dates in one grouped query, not every entry with its paths (issue #34).
 */
export async function publishedRanges(
  collection: EntryCollection,
  size: number,
): Promise<{ range: number; updatedAt: string }[]> {
  const adapter = sqlAdapter(await payloadClient())
  const { entries } = entryTables(adapter, collection)
  // Integer ids over an integer: an integer division in both dialects.
  const range = sql`${entries.id} / ${sql.raw(String(Math.trunc(size)))}`
  const rows = await adapter.drizzle
    .select({ range, updatedAt: max(entries.updatedAt) })
    .from(entries)
    .where(publicRows(entries))
    .groupBy(range)
    .orderBy(range)
  return rows.map((row) => ({ range: Number(row.range), updatedAt: isoTime(row.updatedAt) }))
}
