// §4 "Service token", §9 timing (300000 ms margin), §8 sign-in failures.
import { SignJWT } from 'jose'
import { describe, expect, it, vi } from 'vitest'

import { restIdentityClient, type SignInTokens } from '@/identity/client'
import { IdentityError } from '@/identity/errors'

import { createServiceToken, tokenRefreshMarginMs } from './serviceToken'

const secret = new TextEncoder().encode('test-only-secret-for-unsigned-shape')
const hour = 3600_000

async function tokenExpiringAt(expiresAtMs: number, n: number): Promise<string> {
  return new SignJWT({ n })
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime(Math.floor(expiresAtMs / 1000))
    .sign(secret)
}

function fakeIdentity(clock: { now: number }) {
  let count = 0
  const signInWithPassword = vi.fn(async (email: string): Promise<SignInTokens> => {
    count += 1
    await new Promise((resolve) => setTimeout(resolve, 5))
    return {
      idToken: await tokenExpiringAt(clock.now + hour, count),
      refreshToken: 'r',
      expiresIn: '3600',
      localId: '1',
      email,
    }
  })
  return { signInWithPassword, passwordPolicy: vi.fn(async () => ({})) }
}

const credentials = () => ({ email: 'website@lumibook.example', password: 'from-the-environment-1' })

describe('serviceToken (§4)', () => {
  it('records the expirationTime of the fresh ID token', async () => {
    const clock = { now: Date.UTC(2026, 10, 23, 8) }
    const identity = fakeIdentity(clock)
    const serviceToken = createServiceToken({ identity, credentials, now: () => clock.now })
    const token = await serviceToken()
    expect(serviceToken.record()).toEqual({ idToken: token, expirationTime: clock.now + hour })
    expect(identity.signInWithPassword).toHaveBeenCalledWith(
      'website@lumibook.example',
      'from-the-environment-1',
    )
  })

  it('reuses the cached token while now is more than 5 minutes before expiry, and signs in again inside it', async () => {
    const clock = { now: Date.UTC(2026, 10, 23, 8) }
    const identity = fakeIdentity(clock)
    const serviceToken = createServiceToken({ identity, credentials, now: () => clock.now })
    const first = await serviceToken()
    const expirationTime = serviceToken.record()!.expirationTime
    expect(tokenRefreshMarginMs).toBe(300_000)

    clock.now = expirationTime - tokenRefreshMarginMs - 1
    expect(await serviceToken()).toBe(first)
    expect(identity.signInWithPassword).toHaveBeenCalledTimes(1)

    clock.now = expirationTime - tokenRefreshMarginMs
    const second = await serviceToken()
    expect(second).not.toBe(first)
    expect(identity.signInWithPassword).toHaveBeenCalledTimes(2)
    expect(serviceToken.record()!.expirationTime).toBe(clock.now + hour)
  })

  it('merges 50 concurrent callers into exactly one sign-in', async () => {
    const clock = { now: Date.UTC(2026, 10, 23, 8) }
    const identity = fakeIdentity(clock)
    const serviceToken = createServiceToken({ identity, credentials, now: () => clock.now })
    const tokens = await Promise.all(Array.from({ length: 50 }, () => serviceToken()))
    expect(identity.signInWithPassword).toHaveBeenCalledTimes(1)
    expect(new Set(tokens).size).toBe(1)
  })

  it('lets the next caller retry after a failed sign-in', async () => {
    const clock = { now: Date.UTC(2026, 10, 23, 8) }
    const identity = fakeIdentity(clock)
    identity.signInWithPassword.mockRejectedValueOnce(new IdentityError('network-request-failed'))
    const serviceToken = createServiceToken({ identity, credentials, now: () => clock.now })
    await expect(serviceToken()).rejects.toMatchObject({ code: 'network-request-failed' })
    await expect(serviceToken()).resolves.toEqual(expect.any(String))
  })
})

/** The provider's REST error body, answered at the network boundary. */
const providerAnswer =
  (message: string, status = 400) =>
  async () =>
    Response.json(
      { error: { code: status, message, errors: [{ message, domain: 'global', reason: 'invalid' }] } },
      { status },
    )

describe('sign-in failures map to the §8 names', () => {
  it.each([
    ['EMAIL_NOT_FOUND', 'user-not-found'],
    ['INVALID_PASSWORD', 'wrong-password'],
    [
      'TOO_MANY_ATTEMPTS_TRY_LATER : Access to this account has been temporarily disabled',
      'too-many-requests',
    ],
    ['TOKEN_EXPIRED', 'user-token-expired'],
    ['EMAIL_EXISTS', 'email-already-in-use'],
    [
      'PASSWORD_DOES_NOT_MEET_REQUIREMENTS : Missing password requirements: [x]',
      'password-does-not-meet-requirements',
    ],
  ])('%s → %s', async (message, name) => {
    const client = restIdentityClient({
      url: 'https://id.example',
      fetch: providerAnswer(message) as typeof fetch,
    })
    await expect(client.signInWithPassword('a@b.example', 'x')).rejects.toMatchObject({ code: name })
  })

  it('a network failure is network-request-failed', async () => {
    const client = restIdentityClient({
      url: 'https://id.example',
      fetch: (async () => {
        throw new TypeError('fetch failed')
      }) as typeof fetch,
    })
    await expect(client.signInWithPassword('a@b.example', 'x')).rejects.toMatchObject({
      code: 'network-request-failed',
    })
  })

  it('sends the §7 sign-in payload with the API key, and reads the §7 answer', async () => {
    const calls: { url: string; body: unknown }[] = []
    const client = restIdentityClient({
      url: 'https://id.example/identity',
      apiKey: 'k1',
      fetch: (async (url: string, init: RequestInit) => {
        calls.push({ url, body: JSON.parse(String(init.body)) })
        return Response.json({
          idToken: 't',
          refreshToken: 'r',
          expiresIn: '3600',
          localId: '7',
          email: 'a@b.example',
          kind: 'x',
        })
      }) as typeof fetch,
    })
    await expect(client.signInWithPassword('a@b.example', 'pw')).resolves.toEqual({
      idToken: 't',
      refreshToken: 'r',
      expiresIn: '3600',
      localId: '7',
      email: 'a@b.example',
    })
    expect(calls).toEqual([
      {
        url: 'https://id.example/identity/v1/accounts:signInWithPassword?key=k1',
        body: {
          email: 'a@b.example',
          password: 'pw',
          returnSecureToken: true,
          clientType: 'CLIENT_TYPE_WEB',
        },
      },
    ])
  })

  it('refreshes the password policy after password-does-not-meet-requirements (§8)', async () => {
    const policy = { customStrengthOptions: { minPasswordLength: 12 } }
    const fetchFn = vi.fn(async (url: string) =>
      url.includes('/v2/passwordPolicy')
        ? Response.json(policy)
        : providerAnswer('PASSWORD_DOES_NOT_MEET_REQUIREMENTS : Missing password requirements: [x]')(),
    )
    const onPasswordPolicy = vi.fn()
    const serviceToken = createServiceToken({
      identity: restIdentityClient({ url: 'https://id.example', fetch: fetchFn as unknown as typeof fetch }),
      credentials,
      onPasswordPolicy,
    })
    await expect(serviceToken()).rejects.toMatchObject({ code: 'password-does-not-meet-requirements' })
    expect(onPasswordPolicy).toHaveBeenCalledWith(policy)
  })
})
