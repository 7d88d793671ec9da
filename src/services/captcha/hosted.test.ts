// §1 bot protection, the hosted adapter: configuration from the environment (read by src/config/site.ts), and the
// siteverify call (made here to a local stand-in for the provider; the real provider is never called in tests).
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { parseSiteConfig } from '@/config/site'

import { hostedCaptchaConfig, verifyHostedCaptcha } from './hosted'

/** The hosted captcha of an environment, as the site configuration reads it (and refuses it at start). */
const hostedFromEnv = (env: Record<string, string>) => hostedCaptchaConfig(parseSiteConfig(env))

describe('hosted captcha configuration', () => {
  it('is off (embedded ALTCHA) unless a provider is named', () => {
    expect(hostedFromEnv({})).toBeNull()
    expect(hostedFromEnv({ CAPTCHA_PROVIDER: 'altcha', CAPTCHA_SITE_KEY: 'k' })).toBeNull()
  })

  it('names the provider’s documented siteverify endpoint', () => {
    const env = { CAPTCHA_SITE_KEY: 'site', CAPTCHA_SECRET: 'secret' }
    expect(hostedFromEnv({ ...env, CAPTCHA_PROVIDER: 'Turnstile' })).toEqual({
      provider: 'turnstile',
      siteKey: 'site',
      secret: 'secret',
      verifyUrl: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
    })
    expect(hostedFromEnv({ ...env, CAPTCHA_PROVIDER: 'hcaptcha' })?.verifyUrl).toBe(
      'https://api.hcaptcha.com/siteverify',
    )
  })

  it('refuses an unknown provider or missing keys, naming the variables', () => {
    expect(() => hostedFromEnv({ CAPTCHA_PROVIDER: 'nope' })).toThrow(
      /CAPTCHA_PROVIDER: one of altcha, turnstile, hcaptcha, recaptcha/,
    )
    expect(() => hostedFromEnv({ CAPTCHA_PROVIDER: 'turnstile', CAPTCHA_SITE_KEY: 'k' })).toThrow(
      /CAPTCHA_SECRET/,
    )
  })
})

describe('verifyHostedCaptcha', () => {
  let server: Server | undefined
  afterEach(() => server?.close())

  /** A stand-in provider that records the form it got and answers with `answer`. */
  async function provider(status: number, answer: string) {
    const received: URLSearchParams[] = []
    server = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk: Buffer) => (body += chunk.toString()))
      request.on('end', () => {
        received.push(new URLSearchParams(body))
        response.writeHead(status, { 'Content-Type': 'application/json' }).end(answer)
      })
    })
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const verifyUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`
    return { received, config: { provider: 'turnstile' as const, siteKey: 's', secret: 'shh', verifyUrl } }
  }

  it('posts secret, token and the visitor’s address, and trusts success: true', async () => {
    const { received, config } = await provider(200, '{"success":true}')
    expect(await verifyHostedCaptcha(config, 'token-1', '203.0.113.7')).toBe(true)
    expect(Object.fromEntries(received[0]!)).toEqual({
      secret: 'shh',
      response: 'token-1',
      remoteip: '203.0.113.7',
    })
  })

  it('says no to success: false, an error status, a bad body or no token', async () => {
    expect(await verifyHostedCaptcha((await provider(200, '{"success":false}')).config, 't')).toBe(false)
    server?.close()
    expect(await verifyHostedCaptcha((await provider(500, '{"success":true}')).config, 't')).toBe(false)
    server?.close()
    const { received, config } = await provider(200, 'not json')
    expect(await verifyHostedCaptcha(config, 't')).toBe(false)
    expect(await verifyHostedCaptcha(config, '')).toBe(false)
    expect(await verifyHostedCaptcha(config, null)).toBe(false)
    expect(received).toHaveLength(1)
  })
})
