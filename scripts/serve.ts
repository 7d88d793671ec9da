// The server `npm start` (and `npm run dev`, with --dev) runs: the site's routing (src/server/routing/siteRouting.ts),
// the public pages served as files (src/server/pages: each page version hashed, compressed and kept once, issue #22;
// durable, shared by every instance and purged precisely on publish, issue #34) and Next's request handler behind
// compression for everything else.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { constants } from 'node:zlib'

import compression from 'compression'
import next from 'next'

import { parseSiteConfig } from '../src/config/site'
import { tryDecode } from '../src/lib/uri'
import { CLIENT_ADDRESS_HEADER, resolveClientAddress } from '../src/server/clientAddress'
import { adoptInternalToken, INTERNAL_TOKEN_HEADER, isInternalToken } from '../src/server/internal'
import { pageKey } from '../src/server/pages/affected'
import { caughtUp } from '../src/server/cache-handler.mjs'
import { capture } from '../src/server/pages/capture'
import { keptPages, RENDER_HEADER } from '../src/server/pages/keptPages'
import { announceRenderer, RENDERER_FLAG, startRenderer } from '../src/server/pages/renderer'
import { keepConnectionsAlive, shutdownGracefully } from '../src/server/shutdown'
import { sourcesFor } from '../src/services/hostedServices'
import { decideRoute, isRoutedPath, type RoutingDecision } from '../src/server/routing/siteRouting'
import { securityHeaders } from '../src/server/security/headers'
import { prepareEnvironment } from './lib/environment'
import { isStaticAsset, staticAssets } from './lib/staticAssets'

const dev = process.argv.includes('--dev')
// Issue #34: this process only renders pages to keep, for the serving process that started it
// (src/server/pages/renderer.ts).
const asRenderer = process.argv.includes(RENDERER_FLAG)
if (asRenderer) adoptInternalToken()
if (dev) prepareEnvironment()
// The configuration is checked here, at start: a bad value stops the server with the variable's name.
const config = parseSiteConfig(process.env)
const port = config.port
const hostname = process.env.HOSTNAME || '0.0.0.0'
// Configured hosted providers need their hosts in the page policy; the embedded defaults need none.
const extraSources = sourcesFor({
  ...config.providers,
  captchaProvider: config.captcha.hosted?.provider,
})

const app = next({ dev, dir: process.cwd(), hostname: 'localhost', port })
const handle = app.getRequestHandler()
// Compression of what is not a stored page version (next.config.ts turns Next's own off). Brotli at 6, not the
// library's 4: 10–14% fewer bytes for under half a millisecond more per 100 KB.
const compress = compression({ brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } } })
const distDir = process.env.NEXT_DIST_DIR || '.next'
/** Issue #34: the renderer process background renders go to, started once this one serves. */
let renderer: ReturnType<typeof startRenderer> | undefined
// Issue #34: kept page versions and the router's index (read whole once, then entry by entry as publishes arrive).
const kept = keptPages({
  config,
  distDir,
  dev,
  origin: `http://127.0.0.1:${port}`,
  renderOrigin: () => renderer?.origin(),
  handle,
  compress: compress as never,
  extra: extraSources,
})
const { pages, routingIndex } = kept
const serveStatic = dev ? undefined : staticAssets(distDir)

/** Issue #34: files kept like pages: the sitemap's index and files, the stories feeds. */
const isKeptFile = (pathname: string) =>
  /^\/(?:sitemap\.xml|sitemap\/[^/]+\.xml|(?:[a-z]{2}-[a-z]{2}\/)?stories\/feed\.xml)$/.test(pathname)

/** A key names a route path as it reads decoded: /de-de/fotob%C3%BCcher and /de-de/fotobücher are one page. */
const keyOf = (status: number, pathname: string): string =>
  pageKey(status, tryDecode(pathname, decodeURI) ?? pathname)

/** Paths whose HTML carries the page policy: the public site, not the admin or the APIs. */
const isPublicPagePath = (pathname: string) => !/^\/(?:admin|api|_next)(?:\/|$)/.test(pathname)

/** A request for a page's HTML (not the RSC payload of a client navigation, not a form post). */
const wantsHtml = (request: IncomingMessage) =>
  (request.method === 'GET' || request.method === 'HEAD') && request.headers.rsc === undefined

/** Redirects, or rewrites the request to the route Next knows; undefined when the response is already answered. */
function route(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): Extract<RoutingDecision, { kind: 'rewrite' }> | undefined {
  const forwarded = String(request.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    ?.trim()
  if (forwarded === 'https') url.protocol = 'https:'
  const headers = new Headers({
    cookie: request.headers.cookie ?? '',
    'user-agent': request.headers['user-agent'] ?? '',
  })
  const decision = decideRoute({ url, headers }, routingIndex.current())
  if (decision.kind === 'redirect') {
    for (const [key, value] of Object.entries(decision.headers ?? {})) response.setHeader(key, value)
    response.writeHead(decision.status ?? 308, { location: decision.location }).end()
    return undefined
  }
  for (const cookie of decision.cookies) response.appendHeader('set-cookie', cookie)
  // Next keeps a status set before it renders, as it did for a proxy's rewrite with a status.
  if (decision.status !== 200) response.statusCode = decision.status
  if (decision.pathname !== url.pathname) {
    request.url = `${decision.pathname}${url.search}`
    // Next's client router reads the route's params from the rendered path, as after a proxy's rewrite.
    response.setHeader('x-nextjs-rewritten-path', decision.pathname)
  }
  return decision
}

await app.prepare()

/** The request's URL, or undefined for a request-target no URL parser accepts (e.g. `http://[::1`). */
function requestUrl(request: IncomingMessage): URL | undefined {
  try {
    return new URL(request.url ?? '/', 'http://localhost')
  } catch {
    return undefined
  }
}

/** Every stored page version is the same bytes for everyone: the key is the page the router chose, nothing else. */
function keyFor(request: IncomingMessage, decision: Extract<RoutingDecision, { kind: 'rewrite' }>) {
  // An editor's draft is rendered for them alone.
  if (!wantsHtml(request) || decision.draft) return undefined
  return keyOf(decision.status, decision.pathname)
}

/** How long an editor's save may wait for the pages it published to be kept anew. */
const PUBLISH_WAIT_MS = 10_000

/**
 * Issue #34: an editor's save (a write to the CMS API) answers once the entries it published have every URL kept
 * anew, so no visitor's or crawler's first request of them waits for a render. The answer is held whole (a client
 * has a response once it has its bytes, before the end of it).
 */
function answerAfterPublishing(request: IncomingMessage, response: ServerResponse) {
  return capture(response, () => handle(request, response)).then(async (answer) => {
    await kept.published(PUBLISH_WAIT_MS)
    compress(request as never, response as never, () => {
      response.statusCode = answer.status
      response.end(answer.body)
    })
  })
}

/**
 * Issue #34: this process (or its renderer) rendering a key to keep it (src/server/pages/keptPages.ts); nobody else
 * may ask.
 */
function renderToKeep(request: IncomingMessage, response: ServerResponse): Promise<void> | undefined {
  const asked = request.headers[RENDER_HEADER]
  if (typeof asked !== 'string' || !isInternalToken(request.headers[INTERNAL_TOKEN_HEADER])) return undefined
  const key = tryDecode(asked) ?? ''
  const status = Number(key.split(' ')[0])
  if (status !== 200 && status !== 404) return undefined
  // Next keeps a status set before it renders (the 404 page).
  response.statusCode = status
  // A publish's render reaches a renderer after its revalidation was announced: applied here first. A serving process
  // applied its own before it asked.
  if (!asRenderer) return pages.renderToKeep(request, response, key)
  return caughtUp().then(() => pages.renderToKeep(request, response, key))
}

async function servePage(request: IncomingMessage, response: ServerResponse, url: URL) {
  const decision = route(request, response, url)
  if (!decision) return
  const key = keyFor(request, decision)
  if (key) return pages.serve(request, response, key, decision)
  if (wantsHtml(request)) return pages.render(request, response)
  compress(request as never, response as never, () => void handle(request, response))
}

const server = createServer((request, response) => {
  // Every response carries the security headers, the front door's own redirects and refusals too (issue #24).
  for (const { key, value } of securityHeaders) response.setHeader(key, value)
  const url = requestUrl(request)
  // Issue #21: a malformed request is the client's mistake, never an exception in the server: a 400, or for a page
  // path the router's localized 404.
  if (!url || (!isRoutedPath(url.pathname) && tryDecode(url.pathname, decodeURI) === undefined))
    return void response.writeHead(400, { 'content-type': 'text/plain' }).end('Bad request')
  // Who is asking, for rate limits and logs: the socket, or the trusted proxies' word; never the client's own.
  request.headers[CLIENT_ADDRESS_HEADER] = resolveClientAddress(request, config.trustedProxyHops)
  if (serveStatic && isStaticAsset(url))
    return compress(request as never, response as never, () =>
      serveStatic(request, response, () => handle(request, response)),
    )
  // Next would render a nonce it finds in the request's policy headers into the page: no client may send one.
  delete request.headers['content-security-policy']
  delete request.headers['content-security-policy-report-only']
  const answered =
    renderToKeep(request, response) ??
    (isRoutedPath(url.pathname)
      ? servePage(request, response, url)
      : isKeptFile(url.pathname) && wantsHtml(request)
        ? pages.serve(request, response, keyOf(200, url.pathname), { cookies: [] })
        : isPublicPagePath(url.pathname) && wantsHtml(request)
          ? pages.render(request, response)
          : /^\/api\//.test(url.pathname) && !['GET', 'HEAD', 'OPTIONS'].includes(request.method ?? '')
            ? answerAfterPublishing(request, response)
            : compress(request as never, response as never, () => void handle(request, response)))
  Promise.resolve(answered).catch((error: unknown) => {
    console.error('[pages] failed', error)
    if (!response.headersSent) response.statusCode = 500
    response.end()
  })
})
keepConnectionsAlive(server)
if (asRenderer)
  server.listen(0, '127.0.0.1', () => {
    const address = server.address()
    if (address && typeof address === 'object') announceRenderer(address.port)
  })
else
  server.listen(port, hostname, () => {
    console.log(`Serving on http://localhost:${port}`)
    if (!dev && config.pages.renderer === 'process') renderer = startRenderer(process.argv[1]!)
    kept.start()
  })
// Issue #23: SIGTERM stops accepting, finishes the requests in flight, then exits.
shutdownGracefully(server)
