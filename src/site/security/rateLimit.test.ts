// The public forms' rate limit (issue #7/#8): a fixed window per key, bounded memory, the client's address.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { MAX_KEYS, clientAddress, rateLimit, resetRateLimits } from './rateLimit'

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z') })
  resetRateLimits()
})
afterEach(() => vi.useRealTimers())

const options = { limit: 3, windowMs: 60_000 }

describe('rateLimit', () => {
  it('allows up to the limit in a window, then refuses with the seconds until it resets', () => {
    expect([1, 2, 3].map(() => rateLimit('a', options).allowed)).toEqual([true, true, true])
    expect(rateLimit('a', options)).toEqual({ allowed: false, retryAfterSeconds: 60 })
    vi.advanceTimersByTime(45_500)
    expect(rateLimit('a', options)).toEqual({ allowed: false, retryAfterSeconds: 15 })
  })

  it('allows again once the window has passed', () => {
    for (let i = 0; i < 4; i++) rateLimit('a', options)
    vi.advanceTimersByTime(60_000)
    expect(rateLimit('a', options)).toEqual({ allowed: true, retryAfterSeconds: 0 })
  })

  it('counts each key on its own', () => {
    for (let i = 0; i < 4; i++) rateLimit('a', options)
    expect(rateLimit('b', options).allowed).toBe(true)
  })

  it('never reports less than one second to wait', () => {
    for (let i = 0; i < 3; i++) rateLimit('a', options)
    vi.advanceTimersByTime(59_999)
    expect(rateLimit('a', options)).toEqual({ allowed: false, retryAfterSeconds: 1 })
  })

  it('keeps at most MAX_KEYS keys, forgetting the oldest', () => {
    const tight = { limit: 1, windowMs: 3_600_000 }
    rateLimit('first', tight)
    for (let i = 0; i < MAX_KEYS; i++) rateLimit(`key-${i}`, tight)
    // 'first' was evicted, so its count starts again; the newest key is still counted.
    expect(rateLimit('first', tight).allowed).toBe(true)
    expect(rateLimit(`key-${MAX_KEYS - 1}`, tight).allowed).toBe(false)
  })
})

describe('clientAddress', () => {
  it('is the first x-forwarded-for hop', () => {
    const request = new Request('http://x/', {
      headers: { 'x-forwarded-for': ' 203.0.113.7 , 10.0.0.1' },
    })
    expect(clientAddress(request)).toBe('203.0.113.7')
  })

  it("is 'local' without the header or with an empty one", () => {
    expect(clientAddress(new Request('http://x/'))).toBe('local')
    expect(clientAddress(new Request('http://x/', { headers: { 'x-forwarded-for': '' } }))).toBe('local')
  })
})
