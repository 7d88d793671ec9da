// Integration (real Payload + the route handler): §2 newsletter sign-up stores one subscription per email and
// locale, only with consent, a valid email and a fresh captcha (§1 bot protection), and is rate-limited.
import { type Challenge, solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST } from '@/app/newsletter/route'
import { CLIENT_ADDRESS_HEADER } from '@/server/clientAddress'
import { createCaptchaChallenge } from '@/services/captcha/server'
import { newsletterRateLimit } from '@/site/newsletter/subscribe'

import { testPayload } from './payload'

const collection = 'newsletter-subscriptions'

/** A captcha solved the way the browser widget solves it (small work, same code). */
async function captcha(): Promise<string> {
  const challenge = (await createCaptchaChallenge({ counterMax: 20 })) as Challenge
  const solution = await solveChallenge({ challenge, deriveKey })
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

let visitor = 0
/** Each test is its own visitor (address), so the rate limit only meets the test that is about it. */
function signUp(body: Record<string, unknown>, address = `198.51.100.${++visitor}`) {
  return POST(
    new Request('http://localhost/newsletter', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CLIENT_ADDRESS_HEADER]: address },
      body: JSON.stringify(body),
    }),
  )
}

async function rows(email: string) {
  const payload = await testPayload()
  const { docs } = await payload.find({ collection, where: { email: { equals: email } }, depth: 0 })
  return docs
}

beforeAll(async () => {
  await testPayload()
})

describe('POST /newsletter', () => {
  it('stores exactly one subscription for a valid sign-up', async () => {
    const response = await signUp({
      email: '  Anna@Example.COM ',
      consent: true,
      captcha: await captcha(),
      locale: 'sv-se',
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'subscribed' })
    const stored = await rows('anna@example.com')
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ email: 'anna@example.com', locale: 'sv-se' })
    expect(Date.parse(stored[0]!.consentedAt)).toBeGreaterThan(Date.now() - 60_000)
  })

  it('does not duplicate a repeat sign-up, and answers it the same way', async () => {
    const first = { email: 'bo@example.com', consent: true, locale: 'de-de' }
    expect((await signUp({ ...first, captcha: await captcha() })).status).toBe(200)
    const [before] = await rows('bo@example.com')
    const again = await signUp({ ...first, email: 'BO@example.com', captcha: await captcha() })
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual({ status: 'subscribed' })
    const after = await rows('bo@example.com')
    expect(after).toHaveLength(1)
    expect(after[0]!.id).toBe(before!.id)
    expect(Date.parse(after[0]!.consentedAt)).toBeGreaterThanOrEqual(Date.parse(before!.consentedAt))
  })

  it('issue #25: stores every address the one email rule accepts (no second rule in the CMS field)', async () => {
    const email = 'åsa.öberg@exämple.se'
    const response = await signUp({ email, consent: true, locale: 'sv-se', captcha: await captcha() })
    expect(response.status).toBe(200)
    expect(await rows(email)).toHaveLength(1)
  })

  it('keeps one row per email and locale', async () => {
    const sign = async (locale: string) =>
      signUp({ email: 'cai@example.com', consent: true, locale, captcha: await captcha() })
    expect((await sign('fr-fr')).status).toBe(200)
    expect((await sign('it-it')).status).toBe(200)
    expect((await rows('cai@example.com')).map((row) => row.locale).sort()).toEqual(['fr-fr', 'it-it'])
  })

  it('accepts a plain form post carrying the widget’s `captcha` field', async () => {
    const form = new URLSearchParams({
      email: 'dana@example.com',
      consent: 'on',
      locale: 'en-gb',
      captcha: await captcha(),
    })
    const response = await POST(
      new Request('http://localhost/newsletter', {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          [CLIENT_ADDRESS_HEADER]: '192.0.2.1',
        },
        body: form,
      }),
    )
    expect(response.status).toBe(200)
    expect(await rows('dana@example.com')).toHaveLength(1)
  })

  it('refuses a bad or reused captcha and stores nothing', async () => {
    const base = { email: 'eve@example.com', consent: true, locale: 'en-gb' }
    const wrong = await signUp({ ...base, captcha: Buffer.from('{"challenge":{}}').toString('base64') })
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toEqual({ error: 'captcha' })
    const used = await captcha()
    expect((await signUp({ ...base, email: 'fay@example.com', captcha: used })).status).toBe(200)
    const replayed = await signUp({ ...base, captcha: used })
    expect(await replayed.json()).toEqual({ error: 'captcha' })
    expect(await rows('eve@example.com')).toHaveLength(0)
  })

  it('refuses a bad email, missing consent or a missing captcha, naming the fields', async () => {
    const response = await signUp({ email: 'not-an-email', consent: false, locale: 'en-gb' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'invalid', fields: ['email', 'consent', 'captcha'] })
    const noType = await POST(new Request('http://localhost/newsletter', { method: 'POST', body: 'x' }))
    expect(noType.status).toBe(415)
    const notAnObject = await POST(
      new Request('http://localhost/newsletter', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CLIENT_ADDRESS_HEADER]: '192.0.2.77' },
        body: 'null',
      }),
    )
    expect(notAnObject.status).toBe(400)
    expect(await rows('not-an-email')).toHaveLength(0)
  })

  it('issue #21: refuses a body past its cap with 413, even streamed without a Content-Length', async () => {
    let sent = 0
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 4096
        controller.enqueue(new TextEncoder().encode(' '.repeat(4096)))
      },
    })
    const response = await POST(
      new Request('http://localhost/newsletter', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CLIENT_ADDRESS_HEADER]: '192.0.2.78' },
        body: endless,
        duplex: 'half',
      } as RequestInit),
    )
    expect(response.status).toBe(413)
    // It stopped reading soon after the cap, instead of buffering whatever a client sends.
    expect(sent).toBeLessThan(64 * 1024)
  })

  it('answers 429 with Retry-After once an address has tried too often', async () => {
    const address = '203.0.113.99'
    for (let i = 0; i < newsletterRateLimit.rule.limit; i++) {
      expect((await signUp({ email: 'x', locale: 'en-gb' }, address)).status).toBe(400)
    }
    const limited = await signUp(
      { email: 'gus@example.com', consent: true, locale: 'en-gb', captcha: await captcha() },
      address,
    )
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await rows('gus@example.com')).toHaveLength(0)
    // Another visitor is not affected.
    expect((await signUp({ email: 'x', locale: 'en-gb' })).status).toBe(400)
  })
})

describe('newsletter-subscriptions access', () => {
  const editor = { id: 1, collection: 'users', roles: ['editor'], email: 'ed@example.com' }

  it('lets editors read the list, and not the public', async () => {
    const payload = await testPayload()
    const asEditor = await payload.find({ collection, overrideAccess: false, user: editor as never })
    expect(asEditor.docs.length).toBeGreaterThan(0)
    await expect(payload.find({ collection, overrideAccess: false })).rejects.toThrow()
  })

  it('creates subscriptions only through the sign-up route, never through the API', async () => {
    const payload = await testPayload()
    const data = { email: 'api@example.com', locale: 'en-gb' as const, consentedAt: new Date().toISOString() }
    await expect(payload.create({ collection, data, overrideAccess: false })).rejects.toThrow()
    await expect(
      payload.create({ collection, data, overrideAccess: false, user: editor as never }),
    ).rejects.toThrow()
  })

  it('has the database refuse a second row for the same email and locale', async () => {
    const payload = await testPayload()
    const data = { email: 'hal@example.com', locale: 'nl-nl' as const, consentedAt: new Date().toISOString() }
    await payload.create({ collection, data })
    await expect(payload.create({ collection, data })).rejects.toThrow()
    expect(await rows('hal@example.com')).toHaveLength(1)
  })
})
