import { afterEach, describe, expect, it, vi } from 'vitest'

import {
  beforeSend,
  beforeSendTransaction,
  browserTracingTimeouts,
  childSpanTimeoutMs,
  finalTimeoutMs,
  idleTimeoutMs,
  ignoredBy,
  shouldReport,
  shouldTrace,
  tracesSampleRate,
  type ReportableEvent,
  type ReportableStackFrame,
} from './filter'

const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const safari =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15'
const avastSecureBrowser = `${chrome} Avast/131.0.27652.87`

function errorEvent(type: string, value: string, frames: ReportableStackFrame[] = []): ReportableEvent {
  return { exception: { values: [{ type, value, stacktrace: { frames } }] } }
}

const appFrame: ReportableStackFrame = {
  filename: 'app:///_next/static/chunks/app/(site)/[locale]/page-3f2a.js',
  function: 'handleSubmit',
}
const popstateFrame: ReportableStackFrame = {
  filename: 'app:///_next/static/chunks/main-app.js',
  function: 'onPopState',
}
const embedFrame: ReportableStackFrame = {
  filename: 'webpack-internal:///./src/blocks/EmbedVideo/Component.tsx',
  function: 'EmbedVideo',
}

describe('§9 timing and environment', () => {
  it('samples a fifth of traces', () => {
    expect(tracesSampleRate).toBe(0.2)
  })

  it('ends traces after 1000 ms idle, 30000 ms in all, 15000 ms for a child span', () => {
    expect([idleTimeoutMs, finalTimeoutMs, childSpanTimeoutMs]).toEqual([1000, 30000, 15000])
    expect(browserTracingTimeouts).toEqual({
      idleTimeout: 1000,
      finalTimeout: 30000,
      childSpanTimeout: 15000,
    })
  })
})

describe('§8 URL-construction failures from embed or popstate handling', () => {
  const messages = [
    ['TypeError', "Failed to construct 'URL': Invalid URL"],
    ['TypeError', '"undefined" cannot be parsed as a URL.'],
    ['TypeError', 'Invalid URL'],
  ] as const

  it.each(messages)('drops %s: %s thrown in a popstate handler', (type, value) => {
    expect(ignoredBy(errorEvent(type, value, [appFrame, popstateFrame]))).toBe(
      'url-construction-in-embed-or-popstate',
    )
  })

  it.each(messages)('drops %s: %s thrown in the embed block', (type, value) => {
    expect(shouldReport(errorEvent(type, value, [embedFrame]))).toBe(false)
  })

  it.each(['embed', 'popstate'])('drops a minified failure our %s handler tagged', (origin) => {
    const event = { ...errorEvent('TypeError', 'Invalid URL', [appFrame]), tags: { origin } }
    expect(shouldReport(event)).toBe(false)
  })

  it('recognises a popstate listener by its file or module name as well', () => {
    const frame = { filename: 'app:///_next/static/chunks/popstate-listener.js', function: 'a' }
    expect(shouldReport(errorEvent('TypeError', 'Invalid URL', [frame]))).toBe(false)
  })

  it.each(messages)('reports %s: %s thrown anywhere else', (type, value) => {
    expect(shouldReport(errorEvent(type, value, [appFrame]))).toBe(true)
  })

  it('reports an Invalid URL without any stack or origin', () => {
    expect(shouldReport({ message: 'Invalid URL' })).toBe(true)
  })

  it('reports an Invalid URL tagged with some other origin', () => {
    expect(
      shouldReport({ ...errorEvent('TypeError', 'Invalid URL', [appFrame]), tags: { origin: 'checkout' } }),
    ).toBe(true)
  })

  it('reports another error thrown in the embed block or on popstate', () => {
    expect(shouldReport(errorEvent('TypeError', 'x is not a function', [embedFrame]))).toBe(true)
    expect(shouldReport(errorEvent('Error', 'Network failure', [popstateFrame]))).toBe(true)
  })

  it('reports failures in other blocks', () => {
    const heroFrame = {
      filename: 'webpack-internal:///./src/blocks/Heading/Component.tsx',
      function: 'Heading',
    }
    expect(shouldReport(errorEvent('TypeError', 'Invalid URL', [heroFrame]))).toBe(true)
  })
})

describe('§8 messages never reported', () => {
  const cases = [
    [
      'hard-navigate-to-same-url',
      errorEvent(
        'Error',
        'Invariant: attempted to hard navigate to the same URL /sv-se/photobooks https://x.test',
      ),
    ],
    [
      'java-enabled-proxy',
      errorEvent(
        'TypeError',
        "'get' on proxy: property 'javaEnabled' is a read-only and non-configurable data property on the proxy target",
      ),
    ],
    [
      'non-error-promise-rejection',
      errorEvent('UnhandledRejection', 'Non-Error promise rejection captured with value: Timeout'),
    ],
    [
      'unhandled-rejection-read-undefined',
      { message: "Unhandled Rejection (TypeError): Cannot read properties of undefined (reading 'then')" },
    ],
    [
      'unhandled-rejection-read-undefined',
      errorEvent('Unhandled Rejection (TypeError)', "Cannot read properties of undefined (reading 'then')"),
    ],
    [
      'extension-runtime-send-message',
      errorEvent(
        'TypeError',
        'Error in invocation of runtime.sendMessage: Invalid call to runtime.sendMessage(). Tab not found.',
      ),
    ],
  ] as const

  it.each(cases)('drops by rule %s', (rule, event) => {
    expect(ignoredBy(event, chrome)).toBe(rule)
    expect(shouldReport(event, chrome)).toBe(false)
  })

  it('reports an ordinary TypeError reading undefined', () => {
    expect(
      shouldReport(errorEvent('TypeError', "Cannot read properties of undefined (reading 'then')"), chrome),
    ).toBe(true)
  })

  it('reports another invariant, promise rejection and proxy error', () => {
    expect(shouldReport(errorEvent('Error', 'Invariant: expected layout router to be mounted'))).toBe(true)
    expect(shouldReport(errorEvent('Error', 'Unhandled promise rejection: ChunkLoadError'))).toBe(true)
    expect(shouldReport(errorEvent('TypeError', "'get' on proxy: property 'cart' is read-only"))).toBe(true)
  })

  it('reports an event with nothing in it', () => {
    expect(shouldReport({})).toBe(true)
  })
})

describe('§8 virus-scanning bots', () => {
  const bots = [
    'Barracuda Sentinel (EE)',
    'Mozilla/5.0 (compatible; VirusTotal URL scanner)',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) TrendMicro WebReputation',
    'Mozilla/5.0 (compatible; Trend Micro Link Scanner)',
    'SophosAgent/1.0',
    'McAfee Web Gateway',
    'Mozilla/5.0 (compatible; Kaspersky Lab CFR link checker)',
    'Symantec Email Security.cloud link follow',
    'BitDefender-Crawler/2.0',
    'FortiGuard URL rating',
  ]

  it.each(bots)('drops every event from %s', (userAgent) => {
    expect(ignoredBy(errorEvent('Error', 'Checkout failed', [appFrame]), userAgent)).toBe(
      'virus-scanning-bot',
    )
  })

  it('matches the bot name case-insensitively', () => {
    expect(shouldReport(errorEvent('Error', 'Checkout failed'), 'barracuda sentinel (ee)')).toBe(false)
  })

  it('reads the user agent from the request headers in either spelling', () => {
    const event = (headers: Record<string, string>) => ({
      ...errorEvent('Error', 'Boom'),
      request: { headers },
    })
    expect(shouldReport(event({ 'User-Agent': 'Barracuda Sentinel (EE)' }))).toBe(false)
    expect(shouldReport(event({ 'user-agent': 'Barracuda Sentinel (EE)' }))).toBe(false)
    expect(shouldReport(event({ 'user-agent': chrome }))).toBe(true)
  })

  it.each([chrome, safari, avastSecureBrowser])('reports a visitor on %s', (userAgent) => {
    expect(shouldReport(errorEvent('Error', 'Checkout failed'), userAgent)).toBe(true)
  })
})

describe('beforeSend', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('passes a reportable event through unchanged', () => {
    const event = { ...errorEvent('Error', 'Checkout failed'), event_id: 'abc' }
    expect(beforeSend(event, { originalException: new Error('Checkout failed') })).toBe(event)
  })

  it('drops an ignored event', () => {
    expect(beforeSend(errorEvent('Error', 'Invalid call to runtime.sendMessage'))).toBeNull()
  })

  it('drops events from a bot named in the request headers', () => {
    expect(
      beforeSend({ ...errorEvent('Error', 'Boom'), request: { headers: { 'user-agent': 'Sophos' } } }),
    ).toBeNull()
  })

  it("falls back to the browser's own user agent", () => {
    vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (compatible; VirusTotal)' })
    expect(beforeSend(errorEvent('Error', 'Boom'))).toBeNull()
    vi.stubGlobal('navigator', { userAgent: chrome })
    expect(beforeSend(errorEvent('Error', 'Boom'))).not.toBeNull()
  })

  it('works where there is no navigator', () => {
    vi.stubGlobal('navigator', undefined)
    expect(beforeSend(errorEvent('Error', 'Boom'))).not.toBeNull()
  })
})

describe('§2 not-found page transactions', () => {
  it.each([
    '/404',
    '/404/',
    '/sv-se/404',
    '/en-us/404',
    '/[locale]/404',
    'GET /404',
    '/de-de/404?from=x',
    '/_not-found',
  ])('does not trace %s', (name) => {
    expect(shouldTrace(name)).toBe(false)
  })

  it.each([
    '/',
    '/photobooks',
    '/sv-se/photobooks',
    '/[locale]/[[...path]]',
    '/4040',
    '/stories/404-tips',
    '/photobooks/404',
  ])('traces %s', (name) => {
    expect(shouldTrace(name)).toBe(true)
  })

  it('drops not-found transactions in beforeSendTransaction', () => {
    expect(beforeSendTransaction({ transaction: '/sv-se/404' })).toBeNull()
    const event = { transaction: '/photobooks' }
    expect(beforeSendTransaction(event)).toBe(event)
  })
})
