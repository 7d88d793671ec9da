// §4 "Service token", §9 timing (300000 ms margin), §8 sign-in failures.
import { SignJWT } from 'jose'
import { describe, expect, it, vi } from 'vitest'

import { restIdentityClient } from '@/identity/client'
import type { SignInTokens } from '@/identity/port'
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
  const refreshIdToken = vi.fn(async (refreshToken: string) => {
    count += 1
    await new Promise((resolve) => setTimeout(resolve, 5))
    return {
      idToken: await tokenExpiringAt(clock.now + hour, count),
      refreshToken: `${refreshToken}+`,
      expiresIn: '3600',
      userId: '1',
    }
  })
  return { signInWithPassword, refreshIdToken, passwordPolicy: vi.fn(async () => ({})) }
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

  it('reuses the cached token while now is more than 5 minutes before expiry, and renews it inside it', async () => {
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
    // Renewed with the refresh token, not a new password sign-in.
    expect(identity.refreshIdToken).toHaveBeenCalledWith('r')
    expect(identity.signInWithPassword).toHaveBeenCalledTimes(1)
    expect(serviceToken.record()!.expirationTime).toBe(clock.now + hour)
  })

  it('merges concurrent renewals into one refresh', async () => {
    const clock = { now: Date.UTC(2026, 10, 23, 8) }
    const identity = fakeIdentity(clock)
    const serviceToken = createServiceToken({ identity, credentials, now: () => clock.now })
    await serviceToken()
    clock.now += hour
    const tokens = await Promise.all(Array.from({ length: 20 }, () => serviceToken()))
    expect(new Set(tokens).size).toBe(1)
    expect(identity.refreshIdToken).toHaveBeenCalledTimes(1)
    expect(identity.signInWithPassword).toHaveBeenCalledTimes(1)
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
    ['INVALID_LOGIN_CREDENTIALS', 'invalid-credential'],
    ['USER_DISABLED', 'user-disabled'],
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

/** A hosted provider at its network boundary: sign-in, token endpoint and password policy, each counted. */
function hostedProvider(clock: { now: number }, answers: { token?: () => Response } = {}) {
  const calls: { path: string; body: string }[] = []
  let issued = 0
  const fetchFn = async (url: string, init: RequestInit) => {
    const { pathname } = new URL(url)
    calls.push({ path: pathname, body: String(init.body ?? '') })
    issued += 1
    const idToken = await tokenExpiringAt(clock.now + hour, issued)
    if (pathname === '/v1/accounts:signInWithPassword')
      return Response.json({ idToken, refreshToken: `refresh-${issued}`, expiresIn: '3600', localId: '1' })
    if (pathname === '/v1/token')
      return (
        answers.token?.() ??
        Response.json({
          id_token: idToken,
          access_token: idToken,
          refresh_token: `refresh-${issued}`,
          expires_in: '3600',
          token_type: 'Bearer',
          user_id: '1',
        })
      )
    return Response.json({ error: { code: 404, message: 'NOT_FOUND' } }, { status: 404 })
  }
  const paths = () => calls.map((call) => call.path)
  return { fetch: fetchFn as unknown as typeof fetch, calls, paths }
}

describe('renewal with the refresh token (§4)', () => {
  it('renews at the provider’s token endpoint (form-encoded refresh_token grant), with no password sent', async () => {
    const clock = { now: Date.UTC(2026, 10, 23, 8) }
    const provider = hostedProvider(clock)
    const serviceToken = createServiceToken({
      identity: restIdentityClient({ url: 'https://id.example', fetch: provider.fetch }),
      credentials,
      now: () => clock.now,
    })
    const first = await serviceToken()
    clock.now += hour - tokenRefreshMarginMs
    const second = await serviceToken()
    expect(second).not.toBe(first)
    expect(provider.paths()).toEqual(['/v1/accounts:signInWithPassword', '/v1/token'])
    expect(Object.fromEntries(new URLSearchParams(provider.calls[1]!.body))).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'refresh-1',
    })
    // The next renewal uses the refresh token the last renewal returned.
    clock.now += hour
    await serviceToken()
    expect(new URLSearchParams(provider.calls[2]!.body).get('refresh_token')).toBe('refresh-2')
  })

  it('calls the token endpoint on its own host when one is configured (the hosted provider’s securetoken)', async () => {
    const clock = { now: Date.UTC(2026, 10, 23, 8) }
    const provider = hostedProvider(clock)
    const urls: string[] = []
    const serviceToken = createServiceToken({
      identity: restIdentityClient({
        url: 'https://identitytoolkit.example',
        tokenUrl: 'https://securetoken.example/v1/token',
        apiKey: 'k1',
        fetch: (async (url: string, init: RequestInit) => {
          urls.push(url)
          return provider.fetch(url, init)
        }) as typeof fetch,
      }),
      credentials,
      now: () => clock.now,
    })
    await serviceToken()
    clock.now += hour
    await serviceToken()
    expect(urls).toEqual([
      'https://identitytoolkit.example/v1/accounts:signInWithPassword?key=k1',
      'https://securetoken.example/v1/token?key=k1',
    ])
  })

  it.each(['INVALID_REFRESH_TOKEN', 'TOKEN_EXPIRED', 'USER_NOT_FOUND'])(
    'signs in with the password when the token endpoint refuses the refresh token (%s)',
    async (code) => {
      const clock = { now: Date.UTC(2026, 10, 23, 8) }
      const provider = hostedProvider(clock, {
        token: () => Response.json({ error: { code: 400, message: code } }, { status: 400 }),
      })
      const warn = vi.fn()
      const serviceToken = createServiceToken({
        identity: restIdentityClient({ url: 'https://id.example', fetch: provider.fetch }),
        credentials,
        now: () => clock.now,
        log: { warn },
      })
      await serviceToken()
      clock.now += hour
      await expect(serviceToken()).resolves.toEqual(expect.any(String))
      expect(provider.paths()).toEqual([
        '/v1/accounts:signInWithPassword',
        '/v1/token',
        '/v1/accounts:signInWithPassword',
      ])
      expect(warn).toHaveBeenCalledTimes(1)
      expect(String(warn.mock.calls[0]?.[0])).not.toContain('refresh-1')
    },
  )
})

describe('password policy refresh (§8)', () => {
  const refused = 'PASSWORD_DOES_NOT_MEET_REQUIREMENTS : Missing password requirements: [upper case]'
  const policy = {
    customStrengthOptions: { minPasswordLength: 12, containsUppercaseCharacter: true },
    enforcementState: 'ENFORCE',
    schemaVersion: 2,
  }

  it('the next sign-in checks the password against the refreshed policy: refused locally until it complies', async () => {
    let password = 'lowercase-only-123'
    const sent: string[] = []
    const fetchFn = vi.fn(async (url: string, init: RequestInit) => {
      const { pathname } = new URL(url)
      sent.push(pathname)
      if (pathname === '/v2/passwordPolicy') return Response.json(policy)
      const body = JSON.parse(String(init.body)) as { password: string }
      if (!/[A-Z]/.test(body.password)) return providerAnswer(refused)()
      return Response.json({ idToken: 'id', refreshToken: 'r', expiresIn: '3600', localId: '1' })
    })
    const onPasswordPolicy = vi.fn()
    const serviceToken = createServiceToken({
      identity: restIdentityClient({ url: 'https://id.example', fetch: fetchFn as unknown as typeof fetch }),
      credentials: () => ({ email: 'website@lumibook.example', password }),
      onPasswordPolicy,
    })
    await expect(serviceToken()).rejects.toMatchObject({ code: 'password-does-not-meet-requirements' })
    expect(sent).toEqual(['/v1/accounts:signInWithPassword', '/v2/passwordPolicy'])
    expect(onPasswordPolicy).toHaveBeenCalledWith(policy)

    // The same password is not sent again: the refreshed policy already refuses it.
    const local = serviceToken()
    await expect(local).rejects.toMatchObject({ code: 'password-does-not-meet-requirements' })
    await expect(local).rejects.toThrow('Password must contain an upper case character')
    expect(sent).toHaveLength(2)

    // Once the operator sets a password the policy accepts, the sign-in goes out and succeeds.
    password = 'Now-With-Upper-123'
    await expect(serviceToken()).resolves.toBe('id')
    expect(sent).toEqual([
      '/v1/accounts:signInWithPassword',
      '/v2/passwordPolicy',
      '/v1/accounts:signInWithPassword',
    ])
  })
})
