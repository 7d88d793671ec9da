// Peer compatibility (issue #20, issue #24 item 20): the official `firebase` JS SDK (12.19.0, written by nobody here)
// in its emulator mode signs in to the embedded provider's real route handlers over HTTP. Its emulator mode calls
// {emulator}/identitytoolkit.googleapis.com/v1/… and {emulator}/securetoken.googleapis.com/v1/token, the hosted
// provider's own paths; what it reads back is the hosted contract, field for field (§3 signed-in user record, §8).
import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { type FirebaseApp, deleteApp, initializeApp } from 'firebase/app'
import {
  type Auth,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getIdTokenResult,
  inMemoryPersistence,
  initializeAuth,
  signInWithEmailAndPassword,
  validatePassword,
} from 'firebase/auth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as identitytoolkit from '@/app/identitytoolkit.googleapis.com/[...path]/route'
import * as securetoken from '@/app/securetoken.googleapis.com/[...path]/route'
import { createAccount } from '@/identity/accounts'
import { verifySiteIdToken } from '@/identity/server'

import { testPayload } from './payload'

const password = 'correct horse 42'
const routes = { identitytoolkit, securetoken }
/** Every path the SDK called, in order. */
const called: string[] = []
let server: Server
let app: FirebaseApp
let auth: Auth
let adaUid: string

/** The route modules behind a loopback HTTP server, as Next serves them (the SDK speaks HTTP, not Request objects). */
function serveRoutes(): Server {
  return createServer((incoming, outgoing) => {
    const chunks: Buffer[] = []
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
    incoming.on('end', async () => {
      const url = new URL(incoming.url ?? '/', 'http://127.0.0.1')
      called.push(`${incoming.method} ${url.pathname}`)
      const host = url.pathname.split('/')[1]?.split('.')[0] as keyof typeof routes
      const route = routes[host]
      if (!route) return void outgoing.writeHead(404).end()
      const request = new Request(url, {
        method: incoming.method,
        headers: incoming.headers as Record<string, string>,
        body: incoming.method === 'GET' ? undefined : Buffer.concat(chunks),
      })
      const response = await (incoming.method === 'GET' ? route.GET : route.POST)(request)
      outgoing.writeHead(response.status, Object.fromEntries(response.headers))
      outgoing.end(Buffer.from(await response.arrayBuffer()))
    })
  })
}

beforeAll(async () => {
  const payload = await testPayload()
  adaUid = String(
    (await createAccount(payload, { email: 'ada@lumibook.example', password, displayName: 'Ada' })).id,
  )
  server = serveRoutes().listen(0, '127.0.0.1')
  await once(server, 'listening')
  app = initializeApp({ apiKey: 'embedded-provider-key', projectId: 'lumibook' }, 'peer-test')
  auth = initializeAuth(app, { persistence: inMemoryPersistence })
  connectAuthEmulator(auth, `http://127.0.0.1:${(server.address() as AddressInfo).port}`, {
    disableWarnings: true,
  })
})

afterAll(async () => {
  await deleteApp(app)
  server.close()
})

/** The SDK's error code of a failed call. */
const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: { code?: string }) => error.code,
  )

describe('the official firebase SDK against the embedded provider', () => {
  it('signs in and reads the user: uid, email, provider data and metadata from the wire names', async () => {
    called.length = 0
    const { user } = await signInWithEmailAndPassword(auth, 'ada@lumibook.example', password)
    expect(called).toEqual([
      'POST /identitytoolkit.googleapis.com/v1/accounts:signInWithPassword',
      'POST /identitytoolkit.googleapis.com/v1/accounts:lookup',
    ])
    // §3 signed-in user record as the SDK builds it.
    expect(user.uid).toBe(adaUid)
    expect(user.email).toBe('ada@lumibook.example')
    expect(user.emailVerified).toBe(false)
    expect(user.displayName).toBe('Ada')
    expect(user.photoURL).toBeNull()
    expect(user.phoneNumber).toBeNull()
    expect(user.isAnonymous).toBe(false)
    expect(user.tenantId).toBeNull()
    expect(user.providerData).toEqual([
      {
        providerId: 'password',
        uid: 'ada@lumibook.example',
        displayName: 'Ada',
        email: 'ada@lumibook.example',
        phoneNumber: null,
        photoURL: null,
      },
    ])
    expect(Date.parse(user.metadata.creationTime!)).toBeGreaterThan(0)
    expect(Date.parse(user.metadata.lastSignInTime!)).toBeGreaterThanOrEqual(
      Date.parse(user.metadata.creationTime!),
    )

    const result = await getIdTokenResult(user)
    expect(result.signInProvider).toBe('password')
    expect(result.claims.sub).toBe(adaUid)
    // The token the SDK holds opens our own data API (RS256, issuer, audience, expiry).
    await expect(verifySiteIdToken(result.token)).resolves.toMatchObject({ sub: adaUid })
  })

  it('renews the ID token at the token endpoint with the refresh token, and reloads the user', async () => {
    const { user } = await signInWithEmailAndPassword(auth, 'ada@lumibook.example', password)
    called.length = 0
    const renewed = await user.getIdToken(true)
    expect(called).toEqual(['POST /securetoken.googleapis.com/v1/token'])
    await expect(verifySiteIdToken(renewed)).resolves.toMatchObject({ sub: adaUid })
    await user.reload()
    expect(called).toEqual([
      'POST /securetoken.googleapis.com/v1/token',
      'POST /identitytoolkit.googleapis.com/v1/accounts:lookup',
    ])
    expect(user.uid).toBe(adaUid)
    expect(user.providerData[0]?.providerId).toBe('password')
  })

  it('maps the provider’s §8 errors to the SDK’s own codes', async () => {
    expect(await codeOf(signInWithEmailAndPassword(auth, 'ada@lumibook.example', 'wrong horse 42'))).toBe(
      'auth/wrong-password',
    )
    expect(await codeOf(signInWithEmailAndPassword(auth, 'nobody@lumibook.example', password))).toBe(
      'auth/user-not-found',
    )
    expect(await codeOf(createUserWithEmailAndPassword(auth, 'ada@lumibook.example', password))).toBe(
      'auth/email-already-in-use',
    )
  })

  it('reads the provider’s password policy, and refreshes it after password-does-not-meet-requirements (§8)', async () => {
    called.length = 0
    const weak = await validatePassword(auth, 'short')
    expect(called).toEqual(['GET /identitytoolkit.googleapis.com/v2/passwordPolicy'])
    expect(weak).toMatchObject({
      isValid: false,
      meetsMinPasswordLength: false,
      containsNumericCharacter: false,
      containsLowercaseLetter: true,
    })
    expect((await validatePassword(auth, 'a long enough 1')).isValid).toBe(true)

    called.length = 0
    expect(await codeOf(createUserWithEmailAndPassword(auth, 'grace@lumibook.example', 'short'))).toBe(
      'auth/password-does-not-meet-requirements',
    )
    // The SDK refreshes its cached policy in the background after the refusal.
    await expect
      .poll(() => called)
      .toEqual([
        'POST /identitytoolkit.googleapis.com/v1/accounts:signUp',
        'GET /identitytoolkit.googleapis.com/v2/passwordPolicy',
      ])

    const { user } = await createUserWithEmailAndPassword(auth, 'grace@lumibook.example', 'a long enough 1')
    expect(user.email).toBe('grace@lumibook.example')
    expect(user.uid).toMatch(/^\d+$/)
  })
})
