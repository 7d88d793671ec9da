// Issue #22: the public pages' part of the front door (scripts/serve.ts). Next renders; each page version is then
// hashed, given its policy and compressed once, kept by the route the router chose, and served like a file.
import type { IncomingMessage, ServerResponse } from 'node:http'

import type { ExtraSources } from '../security/headers'
import { createPageCache, type PageCache } from './cache'
import { capture } from './capture'
import { type Delivery, sendVersion } from './send'
import { isHtml, makePageVersion, nextLifetime, policyFor, type RenderedPage } from './version'

type Handler = (request: IncomingMessage, response: ServerResponse) => unknown
/** Compression for one response (the `compression` middleware's shape). */
type Compress = (request: IncomingMessage, response: ServerResponse, next: () => void) => void

/** A version worth keeping: a whole HTML page Next itself keeps, and not the stale copy it sends while it renders. */
function storable(request: IncomingMessage, page: RenderedPage): boolean {
  return (
    request.method === 'GET' &&
    (page.status === 200 || page.status === 404) &&
    isHtml(page.headers) &&
    (nextLifetime(page.headers) ?? 0) > 0 &&
    String(page.headers['x-nextjs-cache'] ?? '').toUpperCase() !== 'STALE'
  )
}

export function createPageServer({
  handle,
  compress,
  extra,
  cache = createPageCache(),
}: {
  handle: Handler
  compress: Compress
  extra: ExtraSources
  cache?: PageCache
}) {
  /** Sends what Next answered as it is, an HTML body with its own policy, compressed for this response alone. */
  const sendRendered = (request: IncomingMessage, response: ServerResponse, page: RenderedPage) => {
    if (isHtml(page.headers)) response.setHeader('content-security-policy', policyFor(page.body, extra))
    compress(request, response, () => {
      response.statusCode = page.status
      response.end(page.body)
    })
  }

  return {
    cache,
    /** A public page no cache may keep (an editor's draft, a tool page): still hashed, never with a nonce. */
    async render(request: IncomingMessage, response: ServerResponse): Promise<void> {
      if (request.method === 'HEAD') request.method = 'GET'
      sendRendered(request, response, await capture(response, () => handle(request, response)))
    },
    /** A public page, by the key of the route the router chose for it. */
    async serve(request: IncomingMessage, response: ServerResponse, key: string, delivery: Delivery) {
      // Issue #30: a HEAD is the GET of the same version without its body (RFC 9110 §9.3.2): Next renders it as a GET
      // and it is kept, so both carry the same status and caching headers (RFC 9111 §4.3.5 freshens a GET from a
      // HEAD). Node leaves the body out of a response to a HEAD by itself.
      if (request.method === 'HEAD') request.method = 'GET'
      const found = cache.lookup(key)
      if (found.kind === 'fresh') return sendVersion(request, response, found.version, delivery)
      if (found.kind === 'wait') {
        const version = await found.pending.catch(() => undefined)
        if (version) return sendVersion(request, response, version, delivery)
      }
      let page: RenderedPage | undefined
      const version = await cache.fill(key, async (kept) => {
        page = await capture(response, () => handle(request, response))
        return storable(request, page) ? makePageVersion(page, extra, kept) : undefined
      })
      if (version) return sendVersion(request, response, version, delivery)
      if (page) sendRendered(request, response, page)
    },
  }
}
