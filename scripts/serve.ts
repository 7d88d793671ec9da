// The server `npm start` (and `npm run dev`, with --dev) runs: the site's routing (src/server/routing/siteRouting.ts),
// the public pages served as files (src/server/pages: each page version hashed, compressed and kept once, issue #22)
// and Next's request handler behind compression for everything else.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { constants } from 'node:zlib'

import compression from 'compression'
import next from 'next'

import { parseSiteConfig } from '../src/config/site'
import { tryDecode } from '../src/lib/uri'
import { CLIENT_ADDRESS_HEADER, resolveClientAddress } from '../src/server/clientAddress'
import { createPageServer } from '../src/server/pages'
import { onRevalidationApplied } from '../src/server/revalidations.mjs'
import { shutdownGracefully } from '../src/server/shutdown'
import { sourcesFor } from '../src/services/hostedServices'
import {
  createRoutingIndexes,
  decideRoute,
  isRoutedPath,
  type RoutingDecision,
} from '../src/server/routing/siteRouting'
import { securityHeaders } from '../src/server/security/headers'
import { prepareEnvironment } from './lib/environment'
import { isStaticAsset, staticAssets } from './lib/staticAssets'

const dev = process.argv.includes('--dev')
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
const pages = createPageServer({ handle, compress: compress as never, extra: extraSources })
// A publish on any instance drops every stored page version, once Next's cache here knows of it (issue #23).
onRevalidationApplied(() => pages.cache.purge())
const serveStatic = dev ? undefined : staticAssets(process.env.NEXT_DIST_DIR || '.next')
const routingIndexes = createRoutingIndexes(`http://127.0.0.1:${port}`)

/** Paths whose HTML carries the page policy: the public site, not the admin or the APIs. */
const isPublicPagePath = (pathname: string) => !/^\/(?:admin|api|_next)(?:\/|$)/.test(pathname)

/** A request for a page's HTML (not the RSC payload of a client navigation, not a form post). */
const wantsHtml = (request: IncomingMessage) =>
  (request.method === 'GET' || request.method === 'HEAD') && request.headers.rsc === undefined

/** Redirects, or rewrites the request to the route Next knows; undefined when the response is already answered. */
async function route(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): Promise<Extract<RoutingDecision, { kind: 'rewrite' }> | undefined> {
  const forwarded = String(request.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    ?.trim()
  if (forwarded === 'https') url.protocol = 'https:'
  const headers = new Headers({
    cookie: request.headers.cookie ?? '',
    'user-agent': request.headers['user-agent'] ?? '',
  })
  const decision = decideRoute({ url, headers }, await routingIndexes())
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
function pageKey(request: IncomingMessage, decision: Extract<RoutingDecision, { kind: 'rewrite' }>) {
  // An editor's draft is rendered for them alone.
  if (!wantsHtml(request) || decision.draft) return undefined
  return `${decision.status} ${decision.pathname}`
}

async function servePage(request: IncomingMessage, response: ServerResponse, url: URL) {
  const decision = await route(request, response, url)
  if (!decision) return
  const key = pageKey(request, decision)
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
  const answered = isRoutedPath(url.pathname)
    ? servePage(request, response, url)
    : isPublicPagePath(url.pathname) && wantsHtml(request)
      ? pages.render(request, response)
      : compress(request as never, response as never, () => void handle(request, response))
  Promise.resolve(answered).catch((error: unknown) => {
    console.error('[pages] failed', error)
    if (!response.headersSent) response.statusCode = 500
    response.end()
  })
}).listen(port, hostname, () => console.log(`Serving on http://localhost:${port}`))
// Issue #23: SIGTERM stops accepting, finishes the requests in flight, then exits.
shutdownGracefully(server)
