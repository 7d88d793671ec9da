// Issue #34: the router's indexes — which paths exist in each locale, the translated-path redirects (§2) and the
// entries with variations (issue #9) — in memory, each lookup O(1). They are built once from every published entry
// and then changed entry by entry when a publish reaches this instance (src/server/routing/indexSource.ts).
import {
  type EntryCollection,
  entryHref,
  entryKeyOf,
  entryPath,
  listPageCount,
  relatedStoriesCount,
  storiesPagePath,
} from '@/cms/entryUrl'
import { defaultLocale, type Locale, routingLocales } from '@/i18n/locales'
import { tryDecode } from '@/lib/uri'
import type { EntryVariations, VariantLookup } from '@/variants/variants'

/** What the router knows of one published entry (src/cms/routingRecords.ts reads it from the CMS). */
export interface EntryRecord {
  collection: EntryCollection
  id: number
  /** The entry's own path in each locale that has one. */
  paths: Partial<Record<Locale, string>>
  updatedAt?: string
  /** Stories: where it stands in the list (newest first). */
  publishedAt?: string
  /** Shown in lists and the sitemap (meta.noIndex unset). */
  listed: boolean
  /** Its enabled A/B variations and personalisation variants, when it has any. */
  variations?: EntryVariations
  /** Issue #32 item 8: deleted entries' paths that lead here now, per locale (src/cms/collections/Redirects.ts). */
  movedHere?: Partial<Record<Locale, string[]>>
}

/** A listed story's place in the list: newest first, the id settling ties (src/cms/contentList.ts storiesOrder). */
export interface StoryPlace {
  id: number
  time: number
}

/** Pages that exist but must answer 404 (§2: /404 is the not-found page itself). */
const statusPages = new Set(['/404'])

const newerFirst = (a: StoryPlace, b: StoryPlace) => b.time - a.time || b.id - a.id

/** Where `place` stands (or would stand) in the list: a binary search, O(log n). */
function positionOf(order: StoryPlace[], place: StoryPlace): number {
  let low = 0
  let high = order.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (newerFirst(order[middle]!, place) < 0) low = middle + 1
    else high = middle
  }
  return low
}

export const recordKey = (record: Pick<EntryRecord, 'collection' | 'id'>) =>
  entryKeyOf(record.collection, record.id)

/** The unprefixed URL path an entry answers in a locale: its own, or the en-gb one it falls back to (§2). */
export function entryPathIn(record: EntryRecord, locale: Locale): string | undefined {
  const path = record.paths[locale] ?? record.paths[defaultLocale]
  return path === undefined ? undefined : entryPath(record.collection, path)
}

/** A path as the indexes hold it: without a trailing slash, percent-decoded; undefined when it cannot be decoded. */
function normalise(path: string): string | undefined {
  return tryDecode(path.length > 1 ? path.replace(/\/+$/, '') : path, decodeURI)
}

function count(map: Map<string, number>, key: string, by: 1 | -1) {
  const next = (map.get(key) ?? 0) + by
  if (next > 0) map.set(key, next)
  else map.delete(key)
}

export interface RecordChange {
  before: EntryRecord | undefined
  after: EntryRecord | undefined
  /** A story's place in the list before and after (undefined: not listed then). */
  placeBefore?: number
  placeAfter?: number
  /** How many listed stories there were before. */
  storiesBefore: number
  /** The stories whose related stories showed it before, and show it after (src/cms/contentList.ts). */
  shownByBefore: number[]
  shownByAfter: number[]
}

export function createRoutingIndex() {
  const perLocale = <T>() =>
    new Map<Locale, Map<string, T>>(routingLocales.map((locale) => [locale, new Map()]))
  // A path may be two entries' at once (one's own, another's en-gb fallback): counted, so removing one keeps it.
  const known = perLocale<number>()
  const redirects = perLocale<string>()
  const variantPaths = perLocale<string>()
  // A deleted entry's path → the key of the entry it leads to now.
  const moved = perLocale<string>()
  const records = new Map<string, EntryRecord>()
  let stories: StoryPlace[] = []

  const placeOf = (record: EntryRecord): StoryPlace | undefined =>
    record.collection === 'stories' && record.listed && record.publishedAt
      ? { id: record.id, time: Date.parse(record.publishedAt) || 0 }
      : undefined

  /** Adds (+1) or removes (-1) what one entry contributes. */
  function contribute(record: EntryRecord, by: 1 | -1) {
    const key = recordKey(record)
    const original = record.paths[defaultLocale]
    for (const locale of routingLocales) {
      // The entry's own path, and the en-gb path (shown as fallback or redirected to the translation, §2).
      for (const path of new Set([record.paths[locale], original])) {
        if (path && !(record.collection === 'pages' && statusPages.has(path)))
          count(known.get(locale)!, entryPath(record.collection, path), by)
      }
      const translated = record.paths[locale]
      if (original && translated && translated !== original) {
        const from = entryPath(record.collection, original)
        const to = entryHref(record.collection, locale, translated)
        const map = redirects.get(locale)!
        if (by > 0) map.set(from, to)
        else if (map.get(from) === to) map.delete(from)
      }
      for (const from of record.movedHere?.[locale] ?? []) {
        const map = moved.get(locale)!
        const path = normalise(from)
        if (path === undefined) continue
        if (by > 0) map.set(path, key)
        else if (map.get(path) === key) map.delete(path)
      }
      const served = entryPathIn(record, locale)
      if (record.variations && served) {
        const map = variantPaths.get(locale)!
        if (by > 0) map.set(served, key)
        else if (map.get(served) === key) map.delete(served)
      }
    }
  }

  /** The stories listing the one at `position` among their related stories: the few before it, round the end. */
  function shownBy(position: number | undefined): number[] {
    if (position === undefined) return []
    const count = stories.length
    const ids: number[] = []
    for (let back = 1; back <= Math.min(relatedStoriesCount, count - 1); back += 1)
      ids.push(stories[(position - back + count) % count]!.id)
    return ids
  }

  function place(record: EntryRecord, by: 1 | -1): number | undefined {
    const at = placeOf(record)
    if (!at) return undefined
    const position = positionOf(stories, at)
    if (by > 0) stories.splice(position, 0, at)
    else if (stories[position]?.id === at.id) stories.splice(position, 1)
    return position
  }

  return {
    /** Replaces everything with a full read of the CMS. */
    replace(all: EntryRecord[]) {
      for (const map of [known, redirects, variantPaths, moved])
        for (const locale of map.values()) locale.clear()
      records.clear()
      for (const record of all) {
        records.set(recordKey(record), record)
        contribute(record, 1)
      }
      stories = all.flatMap((record) => placeOf(record) ?? []).sort(newerFirst)
    },
    /** One entry is now `record` (undefined: no longer published); says what changed. */
    update(key: string, record: EntryRecord | undefined): RecordChange {
      const before = records.get(key)
      const storiesBefore = stories.length
      const beforePlace = before && placeOf(before)
      const shownByBefore = shownBy(beforePlace && positionOf(stories, beforePlace))
      let placeBefore: number | undefined
      if (before) {
        contribute(before, -1)
        placeBefore = place(before, -1)
        records.delete(key)
      }
      let placeAfter: number | undefined
      if (record) {
        records.set(key, record)
        contribute(record, 1)
        placeAfter = place(record, 1)
      }
      return {
        before,
        after: record,
        placeBefore,
        placeAfter,
        storiesBefore,
        shownByBefore,
        shownByAfter: shownBy(placeAfter),
      }
    },
    /** Whether the site answers a path in a locale: a published entry, or a page of the stories list. */
    isKnown(locale: Locale, path: string): boolean {
      const normalised = normalise(path)
      if (normalised === undefined) return false
      if (known.get(locale)?.has(normalised) || normalised === storiesPagePath(1)) return true
      const page = /^\/stories\/page\/([1-9]\d*)$/.exec(normalised)?.[1]
      return page !== undefined && Number(page) > 1 && Number(page) <= listPageCount(stories.length)
    },
    /**
     * §2: where the en-gb path of an entry translated in this locale moves to; issue #32 item 8: where a deleted
     * entry's path leads, unless an entry has taken the path since.
     */
    redirectFor(locale: Locale, path: string): string | undefined {
      const normalised = tryDecode(path, decodeURI)
      if (normalised === undefined) return undefined
      const translated = redirects.get(locale)?.get(normalised)
      if (translated) return translated
      const bare = normalise(path)
      const target =
        bare === undefined || known.get(locale)?.has(bare) ? undefined : moved.get(locale)?.get(bare)
      const record = target === undefined ? undefined : records.get(target)
      const own = record && (record.paths[locale] ?? record.paths[defaultLocale])
      return record && own ? entryHref(record.collection, locale, own) : undefined
    },
    /** Issue #9: the entry with variations a URL path shows in a locale. */
    variationsAt(locale: string, path: string) {
      const normalised = normalise(path)
      const entryKey = normalised && variantPaths.get(locale as Locale)?.get(normalised)
      const variations = entryKey ? records.get(entryKey)?.variations : undefined
      return entryKey && variations ? { entryKey, variations } : undefined
    },
    record: (key: string) => records.get(key),
    records: () => records.values(),
    /** The listed stories, newest first (the stories list's order). */
    stories: (): readonly StoryPlace[] => stories,
  }
}

export type RoutingIndex = ReturnType<typeof createRoutingIndex> & VariantLookup
