// §7 "Token sync": POST Bearer to authTokenSyncURL, DELETE when no token, skipped when older than 300 s (§9).
import { SignJWT } from 'jose'
import { describe, expect, it, vi } from 'vitest'

import { syncAuthToken, tokenSyncMaxAgeSeconds } from './tokenSync'

const issuedAt = (seconds: number) =>
  new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(seconds)
    .sign(new TextEncoder().encode('k'))

describe('syncAuthToken', () => {
  const now = Date.UTC(2026, 10, 23, 8)
  it('POSTs a fresh token as a Bearer header to the same-origin URL', async () => {
    const fetchFn = vi.fn(async () => new Response(null, { status: 204 }))
    const token = await issuedAt(now / 1000 - 10)
    const outcome = await syncAuthToken(token, { authTokenSyncURL: '/sync', fetch: fetchFn, now: () => now })
    expect(outcome).toBe('posted')
    expect(fetchFn).toHaveBeenCalledWith('/sync', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      credentials: 'same-origin',
    })
  })
  it('DELETEs when there is no token', async () => {
    const fetchFn = vi.fn(async () => new Response(null, { status: 204 }))
    expect(await syncAuthToken(null, { fetch: fetchFn })).toBe('deleted')
    expect(fetchFn).toHaveBeenCalledWith('/identity/session', {
      method: 'DELETE',
      credentials: 'same-origin',
    })
  })
  it('skips a token older than 300 s', async () => {
    const fetchFn = vi.fn(async () => new Response(null, { status: 204 }))
    expect(tokenSyncMaxAgeSeconds).toBe(300)
    const atLimit = await issuedAt(now / 1000 - 300)
    expect(await syncAuthToken(atLimit, { fetch: fetchFn, now: () => now })).toBe('posted')
    const old = await issuedAt(now / 1000 - 301)
    expect(await syncAuthToken(old, { fetch: fetchFn, now: () => now })).toBe('skipped')
    expect(fetchFn).toHaveBeenCalledTimes(1)
  })
})
