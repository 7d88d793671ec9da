// Next's incremental cache handler (next.config.ts cacheHandler) with a memory cache for optimized images: with
// isrFlushToDisk off (one build serves any database), Next keeps no image cache at all, so every /_next/image
// request re-encoded its AVIF — slow for the LCP image and a CPU sink. Pages and data go to Next's own cache.
// Issue #23: with REDIS_URL, revalidation is shared: a tag (or path) revalidated on one instance is recorded in Redis
// and published, and every instance marks it expired in its own tags manifest, so its next request renders anew.
// Either way, once the manifest has changed the front door hears it (./revalidations.mjs) and drops its kept pages.
import Redis from 'ioredis'
import { LRUCache } from 'lru-cache'
import nextCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import { tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js'

import { registerLocalExpiry, revalidationApplied } from './revalidations.mjs'

const NextCache =
  /** @type {typeof import('next/dist/server/lib/incremental-cache/file-system-cache.js').default} */ (
    nextCache.default ?? nextCache
  )

/** Optimized images kept, by total bytes; the least recently used go first. */
export const IMAGE_CACHE_BYTES = 64 * 1024 * 1024

/** A byte-bounded least-recently-used map of optimized images (the entries ImageOptimizerCache reads back). */
export function createImageMemory(maxBytes = IMAGE_CACHE_BYTES) {
  const entries = new LRUCache({
    maxSize: maxBytes,
    // lru-cache wants a positive size; an image too big for the whole budget is not kept at all.
    sizeCalculation: (entry) => Math.max(1, entry.value?.buffer?.byteLength ?? 0),
  })
  return {
    get: (key) => entries.get(key) ?? null,
    set(key, value) {
      entries.set(key, { value, lastModified: Date.now() })
    },
    get bytes() {
      return entries.calculatedSize
    },
  }
}

const images = createImageMemory()

/** Where revalidated tags are kept (tag → Next's manifest entry) and announced. */
export const TAGS_KEY = 'next:revalidated-tags'

/**
 * Applies entries from another instance (or a restart's catch-up) to this process's tags manifest, and tells the
 * front door of those that were news here (an instance hears its own revalidations back from Redis too).
 */
export function applyTagEntries(entries, origin = 'remote') {
  const applied = []
  for (const [tag, entry] of Object.entries(entries)) {
    const existing = tagsManifest.get(tag) ?? {}
    const newer = (field) => (entry[field] ?? 0) > (existing[field] ?? 0)
    if (!newer('stale') && !newer('expired')) continue
    const newest = (field) => Math.max(existing[field] ?? 0, entry[field] ?? 0) || undefined
    tagsManifest.set(tag, { ...existing, stale: newest('stale'), expired: newest('expired') })
    applied.push(tag)
  }
  if (applied.length > 0 || origin === 'catch-up') revalidationApplied({ tags: applied, origin })
}

// Issue #34: how the front door expires paths in this process's Next cache alone (./revalidations.mjs).
registerLocalExpiry((paths) => {
  const now = Date.now()
  for (const path of paths)
    tagsManifest.set(`_N_T_${path}`, { ...tagsManifest.get(`_N_T_${path}`), expired: now })
})

/**
 * Issue #23: the shared revalidation of this process (one per process through globalThis; Next makes a handler per
 * request): a command connection, and a subscriber that applies what any instance revalidates.
 */
const sharedTagsKey = Symbol.for('lumibook.sharedTags')

function sharedTags() {
  // Read directly: Next loads this plain .mjs untranspiled, so it cannot import the TypeScript src/config/site.ts.
  const url = process.env.REDIS_URL?.trim()
  if (!url) return undefined
  if (globalThis[sharedTagsKey]) return globalThis[sharedTagsKey]
  const connect = () => {
    const client = new Redis(url, { maxRetriesPerRequest: 1, connectionName: 'lumibook-tags' })
    client.on('error', (error) => console.error('[cache] redis:', error.message))
    return client
  }
  const commands = connect()
  const subscriber = connect()
  subscriber.on('message', (_channel, message) => applyTagEntries(JSON.parse(message)))
  // On every (re)connection: subscribe, then catch up on what was revalidated while this instance was not listening.
  subscriber.on('ready', () => {
    subscriber
      .subscribe(TAGS_KEY)
      .then(() => commands.hgetall(TAGS_KEY))
      .then((stored) =>
        applyTagEntries(
          Object.fromEntries(Object.entries(stored).map(([tag, entry]) => [tag, JSON.parse(entry)])),
          'catch-up',
        ),
      )
      .catch((error) => console.error('[cache] catching up on revalidations failed:', error.message))
  })
  return (globalThis[sharedTagsKey] = { commands, subscriber })
}

/** Records the tags' manifest entries in Redis and announces them to every process (never rejects). */
async function share(shared, list) {
  const entries = Object.fromEntries(list.map((tag) => [tag, tagsManifest.get(tag) ?? {}]))
  try {
    const fields = Object.entries(entries).flatMap(([tag, entry]) => [tag, JSON.stringify(entry)])
    await shared.commands
      .multi()
      .hset(TAGS_KEY, ...fields)
      .publish(TAGS_KEY, JSON.stringify(entries))
      .exec()
  } catch (error) {
    // The publish itself succeeded; other instances serve the old page until their entry's revalidate time.
    console.error('[cache] sharing a revalidation failed:', error.message)
  }
}

/**
 * Issue #34: resolves once this process has applied every revalidation announced before the call. Redis answers a
 * PING on the subscriber's connection after the messages already queued on it, which are applied as they arrive.
 */
export async function caughtUp() {
  await sharedTags()?.subscriber.ping()
}

/** Closes this process's shared-revalidation connections (graceful shutdown, tests). */
export async function closeSharedTags() {
  const shared = globalThis[sharedTagsKey]
  globalThis[sharedTagsKey] = undefined
  await Promise.all(
    [shared?.commands.quit(), shared?.subscriber.quit()].map((done) => done?.catch(() => undefined)),
  )
}

export default class CacheHandler extends NextCache {
  constructor(ctx) {
    super(ctx)
    sharedTags()
  }

  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations)
    const list = typeof tags === 'string' ? [tags] : tags
    const shared = sharedTags()
    const sharing = shared && list.length > 0 ? share(shared, list) : undefined
    revalidationApplied({ tags: list, origin: 'local', shared: sharing })
    await sharing
  }

  async get(key, ctx) {
    if (ctx?.kind === 'IMAGE') return images.get(key)
    return super.get(key, ctx)
  }

  async set(key, data, ctx) {
    if (ctx?.kind === 'IMAGE') return images.set(key, data)
    return super.set(key, data, ctx)
  }
}
