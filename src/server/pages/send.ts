// Issue #22: a stored page version sent as a file is: the encoding the browser prefers, its validator, and a 304
// when the browser already has those bytes.
import type { IncomingMessage, ServerResponse } from 'node:http'

import fresh from 'fresh'
import Negotiator from 'negotiator'

import { type Encoding, etagOf, identityBody, type PageVersion } from './version'

/** How long a CDN or reverse proxy may serve a version without asking (a publish reaches it within this). */
export const SHARED_CACHE_SECONDS = 60

export interface Delivery {
  /** Cookies the router set on this response: such a response is never shared (issue #22). */
  cookies: string[]
  /** Request headers besides Accept-Encoding the answer depends on (e.g. Cookie, for a remembered region). */
  vary?: string[]
  /** A variation chosen per visitor: the URL alone does not say which page this is, so no shared cache keeps it. */
  personal?: boolean
}

const encodings: Encoding[] = ['br', 'gzip', 'identity']

/** The smallest encoding the browser accepts (Chrome lists gzip first, at the same weight as br). */
export function negotiateEncoding(request: IncomingMessage): Encoding {
  const accepted = new Set(new Negotiator(request).encodings(encodings))
  return encodings.find((encoding) => accepted.has(encoding)) ?? 'identity'
}

/** Browsers always ask again (a 304 costs a few bytes); shared caches keep a version a minute at most. */
export function cacheControlFor(version: PageVersion, delivery: Delivery): string {
  if (delivery.cookies.length > 0 || delivery.personal || version.lifetime <= 0) return 'private, no-cache'
  const shared = Math.min(SHARED_CACHE_SECONDS, version.lifetime)
  return `public, max-age=0, s-maxage=${shared}, stale-while-revalidate=${shared}`
}

/** Sends a version in `encoding` (the version holds its bytes; identity is unpacked from gzip for the rare client). */
export function sendVersion(
  request: IncomingMessage,
  response: ServerResponse,
  version: PageVersion,
  delivery: Delivery,
  encoding: Encoding = negotiateEncoding(request),
): void {
  const etag = etagOf(version, encoding)
  const vary = [String(version.headers.vary ?? ''), 'Accept-Encoding', ...(delivery.vary ?? [])]
    .filter(Boolean)
    .join(', ')
  for (const [key, value] of Object.entries(version.headers))
    if (value !== undefined) response.setHeader(key, value)
  response.setHeader('vary', vary)
  if (version.policy) response.setHeader('content-security-policy', version.policy)
  response.setHeader('cache-control', cacheControlFor(version, delivery))
  response.setHeader('etag', etag)
  if (version.status === 200 && fresh(request.headers, { etag })) {
    response.writeHead(304).end()
    return
  }
  const body = encoding === 'identity' ? identityBody(version) : version.bodies[encoding]!
  if (encoding !== 'identity') response.setHeader('content-encoding', encoding)
  response.setHeader('content-length', body.length)
  response.writeHead(version.status)
  response.end(body)
}
