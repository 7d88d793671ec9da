// Issue #22: the page versions this instance serves, by the route the router chose (a variation is its own page).
// A version is served from memory and checked against Next's own cache every few seconds, so a publish (or a page
// lifetime Next shortened: an outage, a banner's window edge) reaches visitors within seconds; a revalidation applied
// to this process's Next cache (src/server/revalidations.mjs) drops every version at once.
import { LRUCache } from 'lru-cache'

import type { PageVersion } from './version'

/** Versions kept, by their bytes in all three encodings; the least recently served go first. */
export const PAGE_CACHE_BYTES = 128 * 1024 * 1024
/** How long a version is served before the next request for it asks Next again. */
export const RECHECK_MS = 2000

interface Entry {
  version: PageVersion
  checkedAt: number
  checking: boolean
}

export type Lookup =
  /** Serve this version. */
  | { kind: 'fresh'; version: PageVersion }
  /** Render through Next: nothing is stored, or this request rechecks what is. */
  | { kind: 'render' }
  /** Another request is rendering the first version: wait for it. */
  | { kind: 'wait'; pending: Promise<PageVersion | undefined> }

export function createPageCache({
  maxBytes = PAGE_CACHE_BYTES,
  recheckMs = RECHECK_MS,
  now = Date.now,
} = {}) {
  const entries = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    sizeCalculation: ({ version: { bodies } }) =>
      bodies.identity.length + bodies.br.length + bodies.gzip.length,
  })
  const pending = new Map<string, Promise<PageVersion | undefined>>()
  // A render that began before a purge may hold the old content: it is served, not stored.
  let generation = 0

  return {
    /** What to do for a request of `key`: one request at a time rechecks a due version; the others are served it. */
    lookup(key: string): Lookup {
      const entry = entries.get(key)
      if (entry) {
        if (entry.checking || now() - entry.checkedAt < recheckMs)
          return { kind: 'fresh', version: entry.version }
        entry.checking = true
        return { kind: 'render' }
      }
      const first = pending.get(key)
      return first ? { kind: 'wait', pending: first } : { kind: 'render' }
    },
    /**
     * Renders `key` once for every request that asks while it renders; `render` gets the version kept so far and
     * resolves undefined to store nothing.
     */
    fill(
      key: string,
      render: (kept: PageVersion | undefined) => Promise<PageVersion | undefined>,
    ): Promise<PageVersion | undefined> {
      const began = generation
      const rendering = render(entries.get(key)?.version)
        .then((version) => {
          const entry = entries.get(key)
          if (version && began === generation) {
            // The same bytes again: keep the copy (and the LRU's accounting) and only note the check.
            const same = entry && entry.version.etags.identity === version.etags.identity
            if (same) Object.assign(entry, { checkedAt: now(), checking: false })
            else entries.set(key, { version, checkedAt: now(), checking: false })
          } else if (entry) entry.checking = false
          return version
        })
        .catch((error: unknown) => {
          const entry = entries.get(key)
          if (entry) entry.checking = false
          throw error
        })
        .finally(() => pending.delete(key))
      if (!entries.has(key)) pending.set(key, rendering)
      return rendering
    },
    /** A publish: every version is dropped, and the next request of each page asks Next. */
    purge() {
      generation += 1
      entries.clear()
    },
    get size() {
      return entries.size
    },
  }
}

export type PageCache = ReturnType<typeof createPageCache>
