// The image memory behind the cache handler: optimized images are served again without re-encoding, within a byte
// budget, least recently used first out; pages and data stay with Next's own cache.
import { describe, expect, it } from 'vitest'

import { tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js'

import CacheHandler, { createImageMemory } from './cache-handler.mjs'
import { onRevalidationApplied } from './revalidations.mjs'

const image = (bytes: number) => ({
  kind: 'IMAGE',
  buffer: Buffer.alloc(bytes),
  extension: 'avif',
  etag: 'e',
})

describe('image memory', () => {
  it('returns what was stored, with when it was stored', () => {
    const memory = createImageMemory(1000)
    expect(memory.get('a')).toBeNull()
    memory.set('a', image(10))
    expect(memory.get('a')).toMatchObject({ value: { kind: 'IMAGE' }, lastModified: expect.any(Number) })
  })

  it('keeps within its byte budget, dropping the least recently used first', () => {
    const memory = createImageMemory(300)
    memory.set('a', image(100))
    memory.set('b', image(100))
    memory.set('c', image(100))
    memory.get('a')
    memory.set('d', image(100))
    expect(memory.get('b')).toBeNull()
    expect(memory.get('a')).not.toBeNull()
    expect(memory.bytes).toBe(300)
    memory.set('huge', image(301))
    expect(memory.get('huge')).toBeNull()
    expect(memory.bytes).toBe(300)
  })
})

describe('cache handler', () => {
  it('keeps optimized images in memory', async () => {
    const handler = new CacheHandler({
      flushToDisk: false,
      serverDistDir: '/nonexistent',
      maxMemoryCacheSize: 0,
    } as never)
    await handler.set('img', image(5) as never, { kind: 'IMAGE', cacheControl: { revalidate: 60 } } as never)
    expect(await handler.get('img', { kind: 'IMAGE' } as never)).toMatchObject({
      value: { extension: 'avif' },
    })
  })

  it('tells the front door of a revalidation once it is in the tags manifest, not before (issue #23)', async () => {
    const handler = new CacheHandler({ flushToDisk: false, serverDistDir: '/nonexistent' } as never)
    const seen: unknown[] = []
    const stop = onRevalidationApplied(() => seen.push(tagsManifest.get('_N_T_/photobooks')?.expired))
    await handler.revalidateTag('_N_T_/photobooks')
    stop()
    expect(seen).toEqual([expect.any(Number)])
  })
})
