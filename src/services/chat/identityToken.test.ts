// §4 support chat token: a signed-in end user (a verified ID token in the session cookie) gets the messenger's
// identity token, signed with the messenger's secret; an anonymous visitor, a stale session or no secret gets none.
import { exportJWK, generateKeyPair, jwtVerify, SignJWT } from 'jose'
import { beforeAll, describe, expect, it } from 'vitest'

import { localKeySet, verifyIdToken } from '@/identity/tokens'

import { handleChatIdentityRequest } from './identityToken'

const secret = 'messenger-identity-secret-of-32-characters!'
const issuer = 'http://shop.example/identity'
const audience = 'lumibook'
let idToken: string
let verify: (token: string) => ReturnType<typeof verifyIdToken>

beforeAll(async () => {
  const { privateKey, publicKey } = await generateKeyPair('RS256')
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256' }
  verify = (token) => verifyIdToken(token, { keys: localKeySet({ keys: [jwk] }), issuer, audience })
  idToken = await new SignJWT({ email: 'ada@example.com' })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setSubject('uid-ada')
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(privateKey)
})

const ask = (cookie: string | undefined, options: { secret?: string } = { secret }) =>
  handleChatIdentityRequest(
    new Request('http://shop.example/identity/chat-token', { headers: cookie ? { cookie } : {} }),
    { cookieName: 'lumibook_session', verify, secret: options.secret },
  )

describe('the messenger identity token', () => {
  it('is the signed-in end user’s, signed with the messenger’s secret, never cached', async () => {
    const response = await ask(`other=1; lumibook_session=${idToken}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const { token } = (await response.json()) as { token: string }
    const { payload, protectedHeader } = await jwtVerify(token, new TextEncoder().encode(secret))
    expect(protectedHeader.alg).toBe('HS256')
    expect(payload).toMatchObject({ user_id: 'uid-ada', email: 'ada@example.com' })
    expect(payload.exp! - payload.iat!).toBe(3600)
  })

  it('is none for an anonymous visitor, a forged or stale session, or without the secret', async () => {
    expect((await ask(undefined)).status).toBe(204)
    expect((await ask(`lumibook_session=${idToken.slice(0, -4)}AAAA`)).status).toBe(204)
    expect((await ask(`lumibook_session=${idToken}`, { secret: undefined })).status).toBe(204)
  })
})
