// The server `npm start` (and `npm run dev`, with --dev) runs: Next's request handler behind compression, the
// per-request script nonce of the public pages (src/site/security/nonce.ts), so those pages stay statically
// generated, and the site's routing (src/site/routing/siteRouting.ts).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { constants } from 'node:zlib'

import compression from 'compression'
import next from 'next'

import { parseSiteConfig } from '../src/config/site'
import { tryDecode } from '../src/lib/uri'
import { CLIENT_ADDRESS_HEADER, resolveClientAddress } from '../src/server/clientAddress'
import { shutdownGracefully } from '../src/server/shutdown'
import { hostedCaptchaConfig } from '../src/site/captcha/hosted'
import { createRoutingIndexes, decideRoute, isRoutedPath } from '../src/site/routing/siteRouting'
import { securityHeaders, sourcesFor } from '../src/site/security/headers'
import { applyNonce, createNonce, isPublicPagePath } from '../src/site/security/nonce'
import { prepareEnvironment } from './lib/environment'
import { isStaticAsset, staticAssets } from './lib/staticAssets'

const dev = process.argv.includes('--dev')
if (dev) prepareEnvironment()
const port = Number(process.env.PORT || 3000)
const hostname = process.env.HOSTNAME || '0.0.0.0'
// Secret to this process: the in-memory page cache that holds it lives and dies with the process too.
const placeholder = createNonce()
// Configured hosted providers need their hosts in the page policy; the embedded defaults need none.
const config = parseSiteConfig(process.env)
const extraSources = sourcesFor({
  ...config.providers,
  captchaProvider: hostedCaptchaConfig(process.env)?.provider,
})

const app = next({ dev, dir: process.cwd(), hostname: 'localhost', port })
const handle = app.getRequestHandler()
// Compression runs after the nonce is written (next.config.ts turns Next's own off). Brotli at 6, not the library's 4:
// 10–14% fewer bytes of HTML (what a phone waits for first) for under half a millisecond more per 100 KB.
const compress = compression({ brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } } })
const serveStatic = dev ? undefined : staticAssets(process.env.NEXT_DIST_DIR || '.next')
const routingIndexes = createRoutingIndexes(`http://127.0.0.1:${port}`)

/** Redirects, or rewrites the request to the route Next knows; false when the response is already answered. */
async function route(request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean> {
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
    response.writeHead(308, { location: decision.location }).end()
    return false
  }
  for (const cookie of decision.cookies) response.appendHeader('set-cookie', cookie)
  // Next keeps a status set before it renders, as it did for a proxy's rewrite with a status.
  if (decision.status !== 200) response.statusCode = decision.status
  if (decision.pathname !== url.pathname) {
    request.url = `${decision.pathname}${url.search}`
    // Next's client router reads the route's params from the rendered path, as after a proxy's rewrite.
    response.setHeader('x-nextjs-rewritten-path', decision.pathname)
  }
  return true
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

const server = createServer((request, response) => {
  compress(request as never, response as never, () => {
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
      return serveStatic(request, response, () => handle(request, response))
    // Next renders with the nonce it finds in the request's policy headers: no client may choose one.
    delete request.headers['content-security-policy']
    delete request.headers['content-security-policy-report-only']
    if (isPublicPagePath(url.pathname)) applyNonce(request, response, placeholder, extraSources)
    if (!isRoutedPath(url.pathname)) return void handle(request, response)
    route(request, response, url)
      .then((render) => (render ? handle(request, response) : undefined))
      .catch((error: unknown) => {
        console.error('[routing] failed', error)
        if (!response.headersSent) response.statusCode = 500
        response.end()
      })
  })
}).listen(port, hostname, () => console.log(`Serving on http://localhost:${port}`))
// Issue #23: SIGTERM stops accepting, finishes the requests in flight, then exits.
shutdownGracefully(server)
