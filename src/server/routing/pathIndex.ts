// The router's view of which paths exist (src/server/routing/siteRouting.ts): fetched from /site-index.json, kept
// briefly in memory.
import type { Locale } from '@/i18n/locales'
import { tryDecode } from '@/lib/uri'

export type PathIndexData = Record<Locale, string[]>

/** How long a fetched index is trusted; publishing a new path shows up within this time. */
export const pathIndexMaxAgeMs = 5_000

export interface PathIndexCache<T = PathIndexData> {
  load: (origin: string) => Promise<T | undefined>
}

/** A briefly trusted copy of an index the router fetches from the app (the path index, the variant index). */
export function createPathIndexCache<T = PathIndexData>(
  fetchIndex: (origin: string) => Promise<T>,
  now: () => number = Date.now,
): PathIndexCache<T> {
  let cached: { data: T; at: number } | undefined
  let pending: Promise<T | undefined> | undefined
  return {
    load(origin) {
      if (cached && now() - cached.at < pathIndexMaxAgeMs) return Promise.resolve(cached.data)
      // Concurrent requests share one fetch; a failed fetch keeps the last index (or none).
      pending ??= fetchIndex(origin)
        .then((data) => {
          cached = { data, at: now() }
          return data
        })
        .catch((error: unknown) => {
          console.error('[routing] index unavailable', error)
          return cached?.data
        })
        .finally(() => {
          pending = undefined
        })
      return pending
    },
  }
}

/** Whether the site answers a path in a locale: a published entry, or the stories list. */
export function isKnownPath(index: PathIndexData, locale: Locale, path: string): boolean {
  const normalised = tryDecode(path.length > 1 ? path.replace(/\/+$/, '') : path, decodeURI)
  // A path that is not valid percent-encoding names no entry (issue #21: it was a 500).
  return normalised !== undefined && (index[locale]?.includes(normalised) ?? false)
}
