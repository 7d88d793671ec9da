// §1 bot protection: GET /captcha/challenge serves a fresh challenge or the widget's provider, uncached and rate
// limited.
import type { Challenge } from 'altcha-lib'
import { describe, expect, it } from 'vitest'

import { resetSiteConfig } from '@/config/site'
import { CLIENT_ADDRESS_HEADER } from '@/server/clientAddress'

import { GET } from './route'

describe('GET /captcha/challenge', () => {
  it('serves a signed challenge, uncached', async () => {
    const response = await GET(new Request('http://localhost/captcha/challenge'))
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toContain('no-store')
    const body = (await response.json()) as Challenge
    expect(body.parameters.nonce).toMatch(/^[0-9a-f]+$/)
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
    resetSiteConfig()
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
      resetSiteConfig()
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
