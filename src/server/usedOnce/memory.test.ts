// §1 a captcha solution is accepted once: the memory store refuses a second claim until the first expires, and
// stays within its bound (lru-cache).
import { describe, expect, it } from 'vitest'

import { memoryUsedOnce } from './memory'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('memoryUsedOnce', () => {
  it('accepts a key once until its claim expires', async () => {
    const store = memoryUsedOnce(10)
    expect(await store.claim('a', Date.now() + 40)).toBe(true)
    expect(await store.claim('a', Date.now() + 40)).toBe(false)
    expect(await store.claim('b', Date.now() + 40)).toBe(true)
    await sleep(80)
    expect(await store.claim('a', Date.now() + 40)).toBe(true)
  })

  it('keeps at most maxKeys claims, forgetting the oldest first', async () => {
    const store = memoryUsedOnce(2)
    const later = Date.now() + 60_000
    for (const key of ['a', 'b', 'c']) expect(await store.claim(key, later)).toBe(true)
    expect(await store.claim('c', later)).toBe(false)
    expect(await store.claim('b', later)).toBe(false)
    expect(await store.claim('a', later)).toBe(true)
  })

  it('forgets every claim on clear', async () => {
    const store = memoryUsedOnce(10)
    await store.claim('a', Date.now() + 60_000)
    store.clear()
    expect(await store.claim('a', Date.now() + 60_000)).toBe(true)
  })
})
