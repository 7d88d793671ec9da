import { describe, expect, it, vi } from 'vitest'

import { createPathIndexCache, isKnownPath, type PathIndexData, pathIndexMaxAgeMs } from './pathIndex'

const index = {
  'en-gb': ['/', '/photobooks', '/stories'],
  'sv-se': ['/', '/borja-skapa-fotobocker'],
} as unknown as PathIndexData

describe('isKnownPath', () => {
  it('knows the paths of its locale only', () => {
    expect(isKnownPath(index, 'en-gb', '/photobooks')).toBe(true)
    expect(isKnownPath(index, 'sv-se', '/borja-skapa-fotobocker')).toBe(true)
    expect(isKnownPath(index, 'en-gb', '/borja-skapa-fotobocker')).toBe(false)
    expect(isKnownPath(index, 'de-de', '/')).toBe(false)
  })
  it('ignores a trailing slash but not the root', () => {
    expect(isKnownPath(index, 'en-gb', '/photobooks/')).toBe(true)
    expect(isKnownPath(index, 'en-gb', '/')).toBe(true)
  })
  it('knows no path that is not valid percent-encoding, without throwing (issue #21)', () => {
    expect(isKnownPath(index, 'en-gb', '/%E0')).toBe(false)
    expect(isKnownPath(index, 'sv-se', '/b%C3%B6rja%')).toBe(false)
  })
})

describe('createPathIndexCache', () => {
  it('fetches once for concurrent callers and reuses the index while fresh', async () => {
    let time = 0
    const fetchIndex = vi.fn(async () => index)
    const cache = createPathIndexCache(fetchIndex, () => time)
    await Promise.all([cache.load('o'), cache.load('o'), cache.load('o')])
    expect(fetchIndex).toHaveBeenCalledTimes(1)
    time = pathIndexMaxAgeMs - 1
    await cache.load('o')
    expect(fetchIndex).toHaveBeenCalledTimes(1)
    time = pathIndexMaxAgeMs
    await cache.load('o')
    expect(fetchIndex).toHaveBeenCalledTimes(2)
  })
  it('keeps the last index when a refresh fails, and has none before the first success', async () => {
    let time = 0
    let fail = true
    const cache = createPathIndexCache(
      async () => {
        if (fail) throw new Error('down')
        return index
      },
      () => time,
    )
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(await cache.load('o')).toBeUndefined()
    fail = false
    expect(await cache.load('o')).toBe(index)
    fail = true
    time += pathIndexMaxAgeMs
    expect(await cache.load('o')).toBe(index)
  })
})
