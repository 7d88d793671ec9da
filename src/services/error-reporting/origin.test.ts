// @vitest-environment happy-dom
// §8: URL-construction failures from our own embed and popstate handlers carry the origin tag and are not
// reported; the same failure elsewhere is. §2: the not-found page's pageload is named /404 and not traced.
// The real browser SDK runs; only its transport (the network) is faked.
import { captureException, flush, init } from '@sentry/browser'
import { afterAll, describe, expect, it } from 'vitest'

import { autoplayUrl } from '@/blocks/EmbedVideo/EmbedVideoPlayer'

import { beforeSend, beforeSendTransaction, nameNotFoundPageload, notFoundPageMeta } from './filter'
import { runTagged, setTaggedCapture } from './origin'

const sent: string[] = []

init({
  dsn: 'https://public@errors.example/1',
  defaultIntegrations: false,
  beforeSend,
  // The network boundary: each envelope the SDK would send is recorded instead.
  transport: () => ({
    send: async (envelope) => {
      sent.push(JSON.stringify(envelope))
      return { statusCode: 200 }
    },
    flush: async () => true,
  }),
})
// What src/services/error-reporting/browser.ts registers once the SDK has started.
setTaggedCapture((error, tags) => captureException(error, { tags }))

afterAll(() => setTaggedCapture(undefined))

describe('§8 the origin tag of our own handlers', () => {
  it('drops an embed’s or a back/forward’s unreadable URL, reports it from anywhere else', async () => {
    runTagged('embed', () => autoplayUrl('undefined'))
    runTagged('popstate', () => new URL('undefined'))
    runTagged('navigation', () => new URL('undefined'))
    await flush(2000)
    expect(sent).toHaveLength(1)
    expect(sent[0]).toContain('"origin":"navigation"')
    expect(sent[0]).toContain('Invalid URL')
  })

  it('without error reporting, the handler’s error is thrown as before', () => {
    setTaggedCapture(undefined)
    expect(() => runTagged('embed', () => autoplayUrl('undefined'))).toThrow()
    setTaggedCapture((error, tags) => captureException(error, { tags }))
  })
})

describe('§2 the not-found page’s pageload', () => {
  it('is named /404 on the not-found page, so it is dropped; elsewhere it keeps its URL', () => {
    const meta = document.createElement('meta')
    meta.name = notFoundPageMeta.name
    meta.content = notFoundPageMeta.content
    document.head.append(meta)
    const pageload = nameNotFoundPageload({ name: '/no-such-page', op: 'pageload' })
    expect(pageload.name).toBe('/404')
    expect(beforeSendTransaction({ transaction: pageload.name })).toBeNull()
    expect(nameNotFoundPageload({ name: '/photobooks', op: 'navigation' }).name).toBe('/photobooks')
    meta.remove()
    expect(nameNotFoundPageload({ name: '/photobooks', op: 'pageload' }).name).toBe('/photobooks')
  })
})
