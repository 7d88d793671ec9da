// §1 bot protection: the embedded ALTCHA challenge is solved the way the widget solves it, and verifyCaptcha accepts
// only a valid, unexpired, first-time solution.
import { type Challenge, solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { resetSiteConfig } from '@/config/site'

import { CHALLENGE_LIFETIME_MS, resetUsedCaptchas } from './embedded'
import { createCaptchaChallenge, verifyCaptcha } from './server'

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
  resetSiteConfig()
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

  it('sizes the work by CAPTCHA_COUNTER_MAX: the solve needs at most that many attempts', async () => {
    process.env.CAPTCHA_COUNTER_MAX = '100'
    resetSiteConfig()
    try {
      const challenge = (await createCaptchaChallenge()) as Challenge
      const solution = await solveChallenge({ challenge, deriveKey })
      expect(solution?.counter).toBe(100)
    } finally {
      delete process.env.CAPTCHA_COUNTER_MAX
    }
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
    resetSiteConfig()
    const { payload } = await solvedPayload()
    delete process.env.CAPTCHA_HMAC_KEY
    resetSiteConfig()
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
