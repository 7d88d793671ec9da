// §1 bot protection: the embedded ALTCHA challenge is solved the way the widget solves it, and verifyCaptcha accepts
// only a valid, unexpired, first-time solution.
import { type Challenge, solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { GET } from '@/app/captcha/challenge/route'
import { CLIENT_ADDRESS_HEADER } from '@/server/clientAddress'

import { CHALLENGE_LIFETIME_MS, createCaptchaChallenge, resetUsedCaptchas, verifyCaptcha } from './server'

/** A small challenge (few counters to try) solved like the widget does, encoded as the widget's payload. */
async function solvedPayload(challenge?: Challenge): Promise<{ challenge: Challenge; payload: string }> {
  const issued = challenge ?? ((await createCaptchaChallenge({ counterMax: 20 })) as Challenge)
  const solution = await solveChallenge({ challenge: issued, deriveKey })
  expect(solution).not.toBeNull()
  const payload = Buffer.from(JSON.stringify({ challenge: issued, solution })).toString('base64')
  return { challenge: issued, payload }
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64')

beforeEach(() => resetUsedCaptchas())
afterEach(() => {
  vi.useRealTimers()
  delete process.env.CAPTCHA_HMAC_KEY
})

describe('createCaptchaChallenge', () => {
  it('issues a signed PBKDF2 challenge that expires in 10 minutes', async () => {
    const before = Date.now()
    const challenge = (await createCaptchaChallenge()) as Challenge
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/)
    expect(challenge.parameters.algorithm).toBe('PBKDF2/SHA-256')
    expect(challenge.parameters.keySignature).toBeTruthy()
    const expiresMs = challenge.parameters.expiresAt! * 1000
    expect(expiresMs).toBeGreaterThan(before + CHALLENGE_LIFETIME_MS - 2000)
    expect(expiresMs).toBeLessThanOrEqual(Date.now() + CHALLENGE_LIFETIME_MS)
  })

  it('is served uncached by GET /captcha/challenge', async () => {
    const response = await GET(new Request('http://localhost/captcha/challenge'))
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toContain('no-store')
    const body = (await response.json()) as Challenge
    expect(body.parameters.nonce).toMatch(/^[0-9a-f]+$/)
  })
})

describe('verifyCaptcha', () => {
  it('accepts a valid solution', async () => {
    const { payload } = await solvedPayload()
    expect(await verifyCaptcha(payload)).toBe(true)
  })

  it('refuses a wrong solution, a tampered challenge and garbage', async () => {
    const { challenge, payload } = await solvedPayload()
    const { solution } = JSON.parse(Buffer.from(payload, 'base64').toString()) as {
      solution: { derivedKey: string }
    }
    const wrongKey = { challenge, solution: { ...solution, derivedKey: '00'.repeat(32) } }
    // Lowering the work after signing breaks the signature.
    const tampered = {
      challenge: { ...challenge, parameters: { ...challenge.parameters, cost: 1 } },
      solution,
    }
    for (const bad of [wrongKey, tampered]) expect(await verifyCaptcha(encode(bad))).toBe(false)
    for (const junk of [undefined, null, '', 'not-base64!', encode({}), encode({ challenge }), 42]) {
      expect(await verifyCaptcha(junk)).toBe(false)
    }
  })

  it('refuses a solution signed with another key', async () => {
    process.env.CAPTCHA_HMAC_KEY = 'another-secret-entirely'
    const { payload } = await solvedPayload()
    delete process.env.CAPTCHA_HMAC_KEY
    expect(await verifyCaptcha(payload)).toBe(false)
  })

  it('refuses an expired solution', async () => {
    const { payload } = await solvedPayload()
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + CHALLENGE_LIFETIME_MS + 1000 })
    expect(await verifyCaptcha(payload)).toBe(false)
  })

  it('refuses a replayed solution', async () => {
    const { payload } = await solvedPayload()
    expect(await verifyCaptcha(payload)).toBe(true)
    expect(await verifyCaptcha(payload)).toBe(false)
    // A fresh challenge is fine again.
    expect(await verifyCaptcha((await solvedPayload()).payload)).toBe(true)
  })
})

describe('GET /captcha/challenge?provider', () => {
  it('tells the widget to render the embedded ALTCHA, uncached', async () => {
    const response = await GET(new Request('http://localhost/captcha/challenge?provider'))
    expect(response.headers.get('cache-control')).toContain('no-store')
    expect(await response.json()).toEqual({ provider: 'altcha' })
  })

  it('names the hosted provider, its public site key and texts in the page’s language, never its secret', async () => {
    Object.assign(process.env, {
      CAPTCHA_PROVIDER: 'turnstile',
      CAPTCHA_SITE_KEY: 'pub',
      CAPTCHA_SECRET: 'priv',
    })
    try {
      const response = await GET(new Request('http://localhost/captcha/challenge?provider&locale=sv-se'))
      const text = await response.text()
      expect(JSON.parse(text)).toEqual({
        provider: 'turnstile',
        siteKey: 'pub',
        texts: { consentNeeded: expect.stringContaining('samtycke'), openSettings: 'Cookieinställningar' },
      })
      expect(text).not.toContain('priv')
    } finally {
      delete process.env.CAPTCHA_PROVIDER
      delete process.env.CAPTCHA_SITE_KEY
      delete process.env.CAPTCHA_SECRET
    }
  })
})

describe('GET /captcha/challenge rate limit', () => {
  it('answers 429 with Retry-After once one address has asked 30 times in a minute', async () => {
    const ask = (address: string) =>
      GET(
        new Request('http://localhost/captcha/challenge', { headers: { [CLIENT_ADDRESS_HEADER]: address } }),
      )
    for (let i = 0; i < 30; i++) expect((await ask('203.0.113.5')).status).toBe(200)
    const limited = await ask('203.0.113.5')
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await ask('203.0.113.6')).status).toBe(200)
  })
})
