// The public routes' rate limit (issues #7, #8, #21): a fixed window per key, on rate-limiter-flexible.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { rateLimiter } from './rateLimit'

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z') })
})
afterEach(() => vi.useRealTimers())

const rule = { limit: 3, windowMs: 60_000 }
const times = (count: number, consume: () => Promise<unknown>) =>
  Array.from({ length: count }).reduce<Promise<unknown>>(
    (previous) => previous.then(consume),
    Promise.resolve(),
  )

describe('rateLimiter', () => {
  it('allows up to the limit in a window, then refuses with the seconds until it resets', async () => {
    const limit = rateLimiter('t1', rule)
    const first = [await limit.consume('a'), await limit.consume('a'), await limit.consume('a')]
    expect(first.map((result) => result.allowed)).toEqual([true, true, true])
    expect(await limit.consume('a')).toEqual({ allowed: false, retryAfterSeconds: 60 })
    vi.advanceTimersByTime(45_500)
    expect(await limit.consume('a')).toEqual({ allowed: false, retryAfterSeconds: 15 })
  })

  it('allows again once the window has passed', async () => {
    const limit = rateLimiter('t2', rule)
    await times(4, () => limit.consume('a'))
    vi.advanceTimersByTime(60_000)
    expect(await limit.consume('a')).toEqual({ allowed: true, retryAfterSeconds: 0 })
  })

  it('counts each key, and each named limit, on its own', async () => {
    const limit = rateLimiter('t3', rule)
    await times(4, () => limit.consume('a'))
    expect((await limit.consume('b')).allowed).toBe(true)
    expect((await rateLimiter('t4', rule).consume('a')).allowed).toBe(true)
  })

  it('never reports less than one second to wait', async () => {
    const limit = rateLimiter('t5', rule)
    await times(3, () => limit.consume('a'))
    vi.advanceTimersByTime(59_999)
    expect(await limit.consume('a')).toEqual({ allowed: false, retryAfterSeconds: 1 })
  })
})
