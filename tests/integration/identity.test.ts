// The embedded identity provider (§4, §7 "Service sign-in", §8 identity errors) through its real route handlers.
import { decodeProtectedHeader, jwtVerify, createLocalJWKSet } from 'jose'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET, POST } from '@/app/identity/[...path]/route'
import { DELETE as endSession, POST as startSession } from '@/app/identity/session/route'
import { createAccount } from '@/identity/accounts'
import { restIdentityClient } from '@/identity/client'
import { credentialRateLimit, handleIdentityRequest } from '@/identity/http'
import { maxFailedAttempts } from '@/identity/service'
import { CLIENT_ADDRESS_HEADER } from '@/server/clientAddress'

import { testPayload } from './payload'

const base = 'http://localhost:3000/identity'
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  POST(
    new Request(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }),
  )
const signIn = (email: string, password: string) =>
  post('/v1/accounts:signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
    clientType: 'CLIENT_TYPE_WEB',
  })
const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { message: string } }).error.message

const password = 'correct horse 42'
const everything: string[] = []
async function read(response: Response) {
  const text = await response.clone().text()
  everything.push(text)
  return JSON.parse(text)
}

beforeAll(async () => {
  const payload = await testPayload()
  await createAccount(payload, { email: 'ada@lumibook.example', password, displayName: 'Ada' })
  await createAccount(payload, { email: 'locked@lumibook.example', password })
})

describe('signInWithPassword (§7)', () => {
  it('answers {idToken, refreshToken, expiresIn, localId, email} with an RS256 ID token verifiable by the JWKS', async () => {
    const response = await signIn('Ada@Lumibook.example', password)
    expect(response.status).toBe(200)
    const body = await read(response)
    expect(body).toMatchObject({
      idToken: expect.any(String),
      refreshToken: expect.any(String),
      expiresIn: '3600',
      localId: expect.any(String),
      email: 'ada@lumibook.example',
    })
    const jwks = await read(await GET(new Request(`${base}/.well-known/jwks.json`)))
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' })
    expect(jwks.keys[0]).not.toHaveProperty('d')
    expect(decodeProtectedHeader(body.idToken)).toMatchObject({ alg: 'RS256', kid: jwks.keys[0].kid })
    const { payload: claims } = await jwtVerify(body.idToken, createLocalJWKSet(jwks), {
      issuer: base,
      audience: 'lumibook',
    })
    expect(claims.sub).toBe(body.localId)
    expect(claims.email).toBe('ada@lumibook.example')
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600)
  })

  it('publishes the OpenID discovery document', async () => {
    const response = await GET(new Request(`${base}/.well-known/openid-configuration`))
    expect(await read(response)).toMatchObject({
      issuer: base,
      jwks_uri: `${base}/.well-known/jwks.json`,
      id_token_signing_alg_values_supported: ['RS256'],
    })
  })

  it('wrong password is INVALID_PASSWORD, unknown email is EMAIL_NOT_FOUND (§8: wrong-password, user-not-found)', async () => {
    const wrong = await signIn('ada@lumibook.example', 'not the password 1')
    expect(wrong.status).toBe(400)
    expect(await errorOf(wrong)).toBe('INVALID_PASSWORD')
    const unknown = await signIn('nobody@lumibook.example', password)
    expect(unknown.status).toBe(400)
    expect(await errorOf(unknown)).toBe('EMAIL_NOT_FOUND')
  })

  it(`locks the account after ${maxFailedAttempts} wrong passwords, even for the right one (§8: too-many-requests)`, async () => {
    for (let attempt = 1; attempt < maxFailedAttempts; attempt += 1)
      expect(await errorOf(await signIn('locked@lumibook.example', `wrong password ${attempt}`))).toBe(
        'INVALID_PASSWORD',
      )
    expect(await errorOf(await signIn('locked@lumibook.example', 'wrong password 5'))).toMatch(
      /^TOO_MANY_ATTEMPTS_TRY_LATER/,
    )
    expect(await errorOf(await signIn('locked@lumibook.example', password))).toMatch(
      /^TOO_MANY_ATTEMPTS_TRY_LATER/,
    )
    // Other accounts are untouched.
    expect((await signIn('ada@lumibook.example', password)).status).toBe(200)
  })

  it('refuses a password that misses the policy with PASSWORD_DOES_NOT_MEET_REQUIREMENTS, and serves the policy', async () => {
    const response = await post('/v1/accounts:signUp', { email: 'weak@lumibook.example', password: 'short' })
    expect(response.status).toBe(400)
    expect(await errorOf(response)).toMatch(
      /^PASSWORD_DOES_NOT_MEET_REQUIREMENTS : Missing password requirements: \[Password must contain at least 12 characters/,
    )
    const policy = await read(await GET(new Request(`${base}/v2/passwordPolicy`)))
    expect(policy).toMatchObject({
      enforcementState: 'ENFORCE',
      customStrengthOptions: { minPasswordLength: 12 },
    })
    const created = await post('/v1/accounts:signUp', {
      email: 'strong@lumibook.example',
      password: 'a much longer one 7',
    })
    expect(created.status).toBe(200)
    // The hosted provider's sign-up answer, field for field.
    expect(Object.keys(await read(created)).sort()).toEqual(
      ['email', 'expiresIn', 'idToken', 'kind', 'localId', 'refreshToken'].sort(),
    )
  })

  it('refreshes an ID token with the refresh token (grant_type=refresh_token)', async () => {
    const { refreshToken, localId } = await read(await signIn('ada@lumibook.example', password))
    const response = await POST(
      new Request(`${base}/v1/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(),
      }),
    )
    expect(response.status).toBe(200)
    expect(await read(response)).toMatchObject({
      id_token: expect.any(String),
      refresh_token: expect.any(String),
      expires_in: '3600',
      token_type: 'Bearer',
      user_id: localId,
    })
    const forged = await POST(
      new Request(`${base}/v1/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: 'not-a-token' }).toString(),
      }),
    )
    expect(await errorOf(forged)).toBe('INVALID_REFRESH_TOKEN')
  })

  it('lookup answers in the hosted provider’s wire names (issue #24 item 20); our client reads the §3 user record', async () => {
    const { idToken, localId } = await read(await signIn('ada@lumibook.example', password))
    const body = await read(await post('/v1/accounts:lookup', { idToken }))
    expect(body.kind).toBe('identitytoolkit#GetAccountInfoResponse')
    expect(Object.keys(body.users[0]).sort()).toEqual(
      [
        'createdAt',
        'disabled',
        'displayName',
        'email',
        'emailVerified',
        'lastLoginAt',
        'lastRefreshAt',
        'localId',
        'passwordUpdatedAt',
        'providerUserInfo',
        'validSince',
      ].sort(),
    )
    expect(body.users[0]).toMatchObject({
      localId,
      email: 'ada@lumibook.example',
      displayName: 'Ada',
      emailVerified: false,
      disabled: false,
      createdAt: expect.stringMatching(/^\d+$/),
      lastLoginAt: expect.stringMatching(/^\d+$/),
      providerUserInfo: [
        {
          providerId: 'password',
          federatedId: 'ada@lumibook.example',
          rawId: 'ada@lumibook.example',
          email: 'ada@lumibook.example',
          displayName: 'Ada',
        },
      ],
    })
    const client = restIdentityClient({
      url: base,
      fetch: (async (input: string, init: RequestInit) => POST(new Request(input, init))) as typeof fetch,
    })
    expect(await client.lookup(idToken)).toEqual({
      uid: localId,
      email: 'ada@lumibook.example',
      emailVerified: false,
      displayName: 'Ada',
      photoURL: null,
      phoneNumber: null,
      isAnonymous: false,
      tenantId: null,
      providerData: [
        {
          providerId: 'password',
          uid: 'ada@lumibook.example',
          email: 'ada@lumibook.example',
          displayName: 'Ada',
        },
      ],
      createdAt: body.users[0].createdAt,
      lastLoginAt: body.users[0].lastLoginAt,
    })
    expect(await errorOf(await post('/v1/accounts:lookup', { idToken: `${idToken}x` }))).toBe(
      'INVALID_ID_TOKEN',
    )
  })

  it('token sync: a valid ID token becomes an http-only session cookie; DELETE clears it; a bad one is 401', async () => {
    const { idToken } = await read(await signIn('ada@lumibook.example', password))
    const started = await startSession(
      new Request(`http://localhost:3000/identity/session`, {
        method: 'POST',
        headers: { authorization: `Bearer ${idToken}` },
      }),
    )
    expect(started.status).toBe(204)
    expect(started.headers.get('set-cookie')).toMatch(
      /^lumibook_session=.+; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax/,
    )
    const refused = await startSession(
      new Request(`http://localhost:3000/identity/session`, {
        method: 'POST',
        headers: { authorization: 'Bearer x' },
      }),
    )
    expect(refused.status).toBe(401)
    const ended = await endSession(
      new Request(`http://localhost:3000/identity/session`, { method: 'DELETE' }),
    )
    expect(ended.headers.get('set-cookie')).toMatch(/^lumibook_session=; Max-Age=0; Path=\//)
  })
})

describe('bad input (issue #21)', () => {
  it("refuses a body that is not an object, too large or of another type, in the provider's error shape", async () => {
    for (const body of [null, [], 'x'])
      expect((await post('/v1/accounts:signInWithPassword', body)).status, JSON.stringify(body)).toBe(400)
    const large = await post('/v1/accounts:signInWithPassword', { email: 'x'.repeat(20_000) })
    expect(large.status).toBe(413)
    expect(await errorOf(large)).toBe('TOO_LARGE')
    const plain = await post('/v1/accounts:lookup', {}, { 'content-type': 'text/plain' })
    expect(plain.status).toBe(415)
  })

  it('answers TOO_MANY_ATTEMPTS_TRY_LATER once one client address has tried too many sign-ins in a minute', async () => {
    const from = { [CLIENT_ADDRESS_HEADER]: '203.0.113.44' }
    for (let attempt = 0; attempt < credentialRateLimit.rule.limit; attempt += 1)
      expect(
        await errorOf(await post('/v1/accounts:signInWithPassword', { email: 'nobody@x.example' }, from)),
      ).not.toBe('TOO_MANY_ATTEMPTS_TRY_LATER')
    const limited = await post(
      '/v1/accounts:signInWithPassword',
      { email: 'ada@lumibook.example', password },
      from,
    )
    expect(await errorOf(limited)).toBe('TOO_MANY_ATTEMPTS_TRY_LATER')
    // Another client is not affected.
    expect((await signIn('ada@lumibook.example', password)).status).toBe(200)
  })
})

describe('API key', () => {
  it('when the provider has one, a call without it is INVALID_API_KEY and one with it passes', async () => {
    const options = {
      payload: await testPayload(),
      basePath: '/identity',
      issuer: base,
      audience: 'lumibook',
      apiKey: 'provider-key',
    }
    const request = (query: string) =>
      new Request(`${base}/v1/accounts:signInWithPassword${query}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'ada@lumibook.example', password, returnSecureToken: true }),
      })
    expect(await errorOf(await handleIdentityRequest(request(''), options))).toBe('INVALID_API_KEY')
    expect(await errorOf(await handleIdentityRequest(request('?key=guess'), options))).toBe('INVALID_API_KEY')
    expect((await handleIdentityRequest(request('?key=provider-key'), options)).status).toBe(200)
  })
})

describe('the password hash is never returned', () => {
  it('not by any endpoint answer', () => {
    expect(everything.length).toBeGreaterThan(5)
    for (const text of everything) {
      expect(text).not.toMatch(/scrypt\$/)
      expect(text).not.toMatch(/passwordHash/)
    }
  })

  it('not by the Local API without showHiddenFields, and the public reads no account or key at all', async () => {
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'identity-accounts', limit: 10 })
    expect(docs.length).toBeGreaterThan(0)
    for (const doc of docs) expect(doc).not.toHaveProperty('passwordHash')
    await expect(payload.find({ collection: 'identity-accounts', overrideAccess: false })).rejects.toThrow()
    await expect(
      payload.find({ collection: 'identity-signing-keys', overrideAccess: false }),
    ).rejects.toThrow()
    const keys = await payload.find({ collection: 'identity-signing-keys' })
    for (const key of keys.docs) expect(key).not.toHaveProperty('privateJwk')
  })
})
