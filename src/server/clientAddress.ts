// Who is asking, for rate limits and logs (issue #21): the front door (scripts/serve.ts) resolves the client's
// address from the socket and a configured number of trusted proxy hops, and hands it to the app in one header.
import type { IncomingMessage } from 'node:http'

import proxyAddr from 'proxy-addr'

/** Set by the front door on every request; whatever a client sent under this name is replaced. */
export const CLIENT_ADDRESS_HEADER = 'x-client-address'

/**
 * The socket's peer, or, behind `trustedProxyHops` proxies (`TRUSTED_PROXY_HOPS`), the address the farthest of them
 * saw: `X-Forwarded-For` is read from the right, so the hops a client writes itself are never trusted.
 */
export function resolveClientAddress(request: IncomingMessage, trustedProxyHops: number): string {
  return proxyAddr(request, (_address, hop) => hop < trustedProxyHops) || 'unknown'
}

/** The address the front door resolved; 'local' for a request that did not come through it (tests, scripts). */
export function clientAddress(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER) || 'local'
}
