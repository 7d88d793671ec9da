// Next's incremental cache handler (next.config.ts cacheHandler) with a memory cache for optimized images: with
// isrFlushToDisk off (one build serves any database), Next keeps no image cache at all, so every /_next/image
// request re-encoded its AVIF — slow for the LCP image and a CPU sink. Pages and data go to Next's own cache.
import nextCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'

const NextCache =
  /** @type {typeof import('next/dist/server/lib/incremental-cache/file-system-cache.js').default} */ (
    nextCache.default ?? nextCache
  )

/** Optimized images kept, by total bytes; the least recently used go first. */
export const IMAGE_CACHE_BYTES = 64 * 1024 * 1024

/** A byte-bounded least-recently-used map of optimized images (the entries ImageOptimizerCache reads back). */
export function createImageMemory(maxBytes = IMAGE_CACHE_BYTES) {
  const entries = new Map()
  let bytes = 0
  const sizeOf = (entry) => entry.value?.buffer?.byteLength ?? 0
  return {
    get(key) {
      const entry = entries.get(key)
      if (!entry) return null
      entries.delete(key)
      entries.set(key, entry)
      return entry
    },
    set(key, value) {
      const old = entries.get(key)
      if (old) {
        bytes -= sizeOf(old)
        entries.delete(key)
      }
      const entry = { value, lastModified: Date.now() }
      if (sizeOf(entry) > maxBytes) return
      entries.set(key, entry)
      bytes += sizeOf(entry)
      for (const [oldest, stored] of entries) {
        if (bytes <= maxBytes) break
        entries.delete(oldest)
        bytes -= sizeOf(stored)
      }
    },
    get bytes() {
      return bytes
    },
  }
}

const images = createImageMemory()

export default class CacheHandler extends NextCache {
  async get(key, ctx) {
    if (ctx?.kind === 'IMAGE') return images.get(key)
    return super.get(key, ctx)
  }

  async set(key, data, ctx) {
    if (ctx?.kind === 'IMAGE') return images.set(key, data)
    return super.set(key, data, ctx)
  }
}
