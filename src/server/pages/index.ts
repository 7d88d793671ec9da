// Issues #22, #34: the public pages' part of the front door (scripts/serve.ts). Next renders; each page version is
// then hashed, given its policy, compressed fast and kept (durable, shared by every instance: ./store) under the route
// the router chose, and served like a file; the best-quality compression follows in the background. A kept version
// past its lifetime, or older than the page wrapper, is served while it is rendered again in the background.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { performance } from 'node:perf_hooks'

import type { ExtraSources } from '../security/headers'
import { createBackground, priorities } from './background'
import { capture } from './capture'
import { type Delivery, negotiateEncoding, sendVersion } from './send'
import type { PageStore } from './store'
import type { KeptEntry } from './store/port'
import {
  compress as compressBody,
  identityBody,
  isHtml,
  isXml,
  makePageVersion,
  nextLifetime,
  type PageVersion,
  policyFor,
  type RenderedPage,
  tagOf,
} from './version'

type Handler = (request: IncomingMessage, response: ServerResponse) => unknown
/** Compression for one response (the `compression` middleware's shape). */
type Compress = (request: IncomingMessage, response: ServerResponse, next: () => void) => void

/** How long one instance may hold a key's render before another may take it over. */
export const CLAIM_MS = 30_000

/** A version worth keeping: a whole page (or feed, sitemap) Next itself keeps, not the stale copy it sends meanwhile. */
function storable(request: IncomingMessage, page: RenderedPage): boolean {
  return (
    request.method === 'GET' &&
    (page.status === 200 || page.status === 404) &&
    (isHtml(page.headers) || isXml(page.headers)) &&
    (nextLifetime(page.headers) ?? 0) > 0 &&
    String(page.headers['x-nextjs-cache'] ?? '').toUpperCase() !== 'STALE'
  )
}

const ms = (from: number, to: number) => (to - from).toFixed(1)

export interface PageServerOptions {
  handle: Handler
  compress: Compress
  extra: ExtraSources
  store: PageStore
  /** Has this process render a key with nobody waiting (its own internal request, answered by `renderToKeep`). */
  renderInternally: (key: string) => Promise<void>
  /** Background renders and recompressions per second (src/server/pages/background.ts). */
  rate?: number
  compressRate?: number
  /** Their pace at most while the instance serves visitors steadily (SERVING_REQUESTS a second). */
  servingRate?: number
  /**
   * The request headers that have Next render a page anew, never from its own copy (its build's on-demand
   * revalidation): whether a version is current is then the store's purge counts alone, never Next's clock-based tags.
   */
  renderHeaders?: Record<string, string>
}

/** Issue #34: recompressions wait until no visitor has waited on a first render for this long (back-to-back asks). */
const QUIET_MS = 250

/** Issue #34: page requests within a second from which the instance serves visitors steadily (background work slows). */
export const SERVING_REQUESTS = 20

export function createPageServer({
  handle,
  compress,
  extra,
  store,
  renderInternally,
  rate = 10,
  compressRate = 5,
  servingRate = 1,
  renderHeaders = {},
}: PageServerOptions) {
  /** The first render of a key on the request path, shared by every visitor who asks meanwhile. */
  const firsts = new Map<string, Promise<PageVersion | undefined>>()
  let firstEnded = -Infinity
  /** When the last SERVING_REQUESTS page requests came, oldest at `oldest`. */
  const requestTimes = new Float64Array(SERVING_REQUESTS).fill(-Infinity)
  let oldest = 0

  const background = createBackground({
    rate,
    compressRate,
    servingRate,
    serving: () => performance.now() - requestTimes[oldest]! < 1000,
    busy: () => firsts.size > 0 || performance.now() - firstEnded < QUIET_MS,
    async render(key) {
      if (!(await store.index.claim(key, CLAIM_MS))) return
      try {
        const entry = await store.index.get(key)
        // Another instance (or an earlier job) has rendered it since it was asked for.
        if (entry && store.isCurrent(entry)) return
        await renderInternally(key)
      } finally {
        await store.index.release(key)
      }
    },
    async compress(key) {
      const kept = await store.find(key, 'gzip')
      if (!kept || kept.entry.q === 'best') return
      const body = identityBody(kept.version)
      if (tagOf(body) !== kept.entry.tag) return
      await store.recompress(key, kept, 'best', await compressBody(body, 'best'))
    },
  })

  /** Sends what Next answered as it is, an HTML body with its own policy, compressed for this response alone. */
  const sendRendered = (request: IncomingMessage, response: ServerResponse, page: RenderedPage) => {
    if (isHtml(page.headers)) response.setHeader('content-security-policy', policyFor(page.body, extra))
    compress(request, response, () => {
      response.statusCode = page.status
      response.end(page.body)
    })
  }

  /** Renders the request through Next and keeps the version under `key` (unless purged meanwhile). */
  async function renderAndKeep(
    request: IncomingMessage,
    response: ServerResponse,
    key: string,
    previous: KeptEntry | undefined,
  ) {
    const began = { purges: await store.index.purges(key), generation: store.generation(), at: Date.now() }
    // A render to keep is a render anew: Next's own copy may predate a purge its tags did not see (a clock stepped back).
    Object.assign(request.headers, renderHeaders)
    const start = performance.now()
    const page = await capture(response, () => handle(request, response))
    const rendered = performance.now()
    if (!storable(request, page)) return { page, timing: `render;dur=${ms(start, rendered)}` }
    const tag = tagOf(page.body)
    const lifetime = nextLifetime(page.headers) ?? 0
    // The same bytes as kept (a render after a lifetime ran out, say): their files and quality stay.
    const same = previous?.tag === tag
    const version: PageVersion = same
      ? {
          ...previous,
          status: page.status,
          headers: {},
          policy: '',
          quality: previous.q,
          bodies: {},
          lifetime,
        }
      : await makePageVersion(page, extra, tag)
    const compressed = performance.now()
    const kept = await store.keep(key, version, began, previous)
    if (kept && !same) background.compress(key)
    return {
      page,
      version: same ? undefined : version,
      timing: `render;dur=${ms(start, rendered)}, compress;dur=${ms(rendered, compressed)}`,
    }
  }

  return {
    store,
    background,
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
      requestTimes[oldest] = performance.now()
      oldest = (oldest + 1) % SERVING_REQUESTS
      const encoding = negotiateEncoding(request)
      const found = await store.find(key, encoding === 'br' ? 'br' : 'gzip').catch((error: unknown) => {
        console.error('[pages] kept versions unavailable', error)
        return undefined
      })
      if (found) {
        if (!store.isCurrent(found.entry)) background.render(key, priorities.stale)
        response.setHeader('server-timing', 'kept')
        return sendVersion(request, response, found.version, delivery, encoding)
      }
      const first = firsts.get(key)
      if (first) {
        const version = await first.catch(() => undefined)
        if (version) return sendVersion(request, response, version, delivery, encoding)
      }
      let page: RenderedPage | undefined
      let timing = ''
      const rendering = renderAndKeep(request, response, key, undefined).then((result) => {
        page = result.page
        timing = result.timing
        return result.version
      })
      firsts.set(key, rendering)
      try {
        const version = await rendering
        response.setHeader('server-timing', timing)
        if (version) return sendVersion(request, response, version, delivery, encoding)
        if (page) sendRendered(request, response, page)
      } finally {
        firsts.delete(key)
        firstEnded = performance.now()
      }
    },
    /** This process's own request to render a key for keeping (nobody waits): answered 204 once kept. */
    async renderToKeep(request: IncomingMessage, response: ServerResponse, key: string) {
      const previous = await store.index.get(key)
      const { timing } = await renderAndKeep(request, response, key, previous)
      response.writeHead(204, { 'server-timing': timing }).end()
    },
  }
}

export type PageServer = ReturnType<typeof createPageServer>
