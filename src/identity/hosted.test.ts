// The identity port's hosted adapter against a stand-in provider (the real one is never called in tests): the
// client calls IDENTITY_URL with the API key, ID tokens are checked against the provider's JWKS, and this site serves
// none of the provider's endpoints (the /identity routes answer 404).
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { exportJWK, generateKeyPair, SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseSiteConfig } from '@/config/site'

import { hostedIdentityProvider } from './hosted'
import { verifyIdToken } from './tokens'

let server: Server
let url: string
const asked: string[] = []
let sign: (subject: string) => Promise<string>

beforeAll(async () => {
  const { privateKey, publicKey } = await generateKeyPair('RS256')
  const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }] }
  server = createServer((request, response) => {
    asked.push(request.url ?? '')
    const json = (body: unknown) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    if (request.url?.startsWith('/identity/.well-known/jwks.json')) return json(jwks)
    if (request.url?.startsWith('/identity/v1/accounts:signInWithPassword'))
      return json({
        idToken: 'id',
        refreshToken: 'r',
        expiresIn: '3600',
        localId: 'uid-1',
        email: 'a@b.example',
      })
    response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/identity`
  sign = (subject) =>
    new SignJWT({})
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setSubject(subject)
      .setIssuer(url)
      .setAudience('lumibook')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey)
})
afterAll(() => server.close())

describe('the hosted identity adapter', () => {
  it('signs in at IDENTITY_URL with the API key, verifies with its JWKS and serves no endpoints', async () => {
    const config = parseSiteConfig({ IDENTITY_URL: url, IDENTITY_API_KEY: 'api-key' }).identity
    const provider = hostedIdentityProvider(config)
    expect(provider.serve).toBeUndefined()

    const tokens = await provider.client.signInWithPassword('a@b.example', 'secret')
    expect(tokens.localId).toBe('uid-1')
    expect(asked).toContain('/identity/v1/accounts:signInWithPassword?key=api-key')

    const claims = await verifyIdToken(await sign('uid-1'), {
      keys: await provider.keys(),
      issuer: url,
      audience: 'lumibook',
    })
    expect(claims.sub).toBe('uid-1')
    expect(asked).toContain('/identity/.well-known/jwks.json')
  })
})
