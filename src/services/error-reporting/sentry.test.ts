// §8, §9: the options the error-reporting SDK starts with, checked without loading the SDK.
import { describe, expect, it } from 'vitest'

import { sentryOptions } from './sentry'

const dsn = 'https://public@o1.ingest.example.io/42'

describe('sentryOptions', () => {
  it('is off without a DSN (nothing loads, nothing is reported)', () => {
    expect(sentryOptions({})).toBeUndefined()
    expect(sentryOptions({ dsn: '' })).toBeUndefined()
    expect(sentryOptions({ dsn: '  ', environment: 'staging' })).toBeUndefined()
  })

  it('traces a fifth of page loads and navigations (§9)', () => {
    expect(sentryOptions({ dsn })?.init.tracesSampleRate).toBe(0.2)
  })

  it('gives the browser tracing 1000 ms idle, 30000 ms final and 15000 ms child timeouts (§9)', () => {
    expect(sentryOptions({ dsn })?.browserTracing).toEqual({
      idleTimeout: 1000,
      finalTimeout: 30000,
      childSpanTimeout: 15000,
    })
  })

  it.each(['production', 'staging', 'dev'])('reports the %s environment of the site configuration', (env) => {
    expect(sentryOptions({ dsn, environment: env })?.init.environment).toBe(env)
  })

  it('counts a missing or unknown environment as production (§9: the main configuration)', () => {
    expect(sentryOptions({ dsn })?.init.environment).toBe('production')
    expect(sentryOptions({ dsn, environment: 'development' })?.init.environment).toBe('production')
  })

  it('names the release and keeps personal data out', () => {
    const options = sentryOptions({ dsn, release: 'build-abc' })?.init
    expect(options).toMatchObject({ dsn, release: 'build-abc', sendDefaultPii: false })
    expect(sentryOptions({ dsn, release: '' })?.init.release).toBeUndefined()
  })

  it('drops the not-found page’s transactions and keeps the others', () => {
    const options = sentryOptions({ dsn })!.init
    expect(options.beforeSendTransaction({ transaction: '/404' })).toBeNull()
    expect(options.beforeSendTransaction({ transaction: 'GET /[locale]/404' })).toBeNull()
    const page = { transaction: '/[locale]/[[...path]]' }
    expect(options.beforeSendTransaction(page)).toBe(page)
  })

  it('drops the §8 "not reported" errors and a virus-scanning bot’s events, and reports the rest', () => {
    const options = sentryOptions({ dsn })!.init
    const error = (value: string, headers: Record<string, string> = {}) => ({
      exception: { values: [{ type: 'Error', value }] },
      request: { headers: { 'User-Agent': 'Mozilla/5.0 Chrome/131.0', ...headers } },
    })
    expect(options.beforeSend(error('Invalid call to runtime.sendMessage(). Tab not found.'))).toBeNull()
    expect(options.beforeSend(error('Non-Error promise rejection captured with value: x'))).toBeNull()
    expect(
      options.beforeSend(error('Checkout failed', { 'User-Agent': 'Barracuda Sentinel (EE)' })),
    ).toBeNull()
    const reported = error('Checkout failed')
    expect(options.beforeSend(reported)).toBe(reported)
  })
})
