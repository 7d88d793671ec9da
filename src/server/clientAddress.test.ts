// Issue #21: the client's address comes from the socket and a configured number of trusted proxy hops, never from
// the hops a client writes itself.
import type { IncomingMessage } from 'node:http'

import { describe, expect, it } from 'vitest'

import { CLIENT_ADDRESS_HEADER, clientAddress, resolveClientAddress } from './clientAddress'

const request = (remoteAddress: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress },
    connection: { remoteAddress },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  }) as unknown as IncomingMessage

describe('resolveClientAddress', () => {
  it('trusts no proxy by default: the socket address, whatever X-Forwarded-For says', () => {
    expect(resolveClientAddress(request('198.51.100.4', '203.0.113.7'), 0)).toBe('198.51.100.4')
    expect(resolveClientAddress(request('::1'), 0)).toBe('::1')
  })

  it('behind one proxy, the address that proxy saw: the last hop, not the first a client can choose', () => {
    const spoofed = request('10.0.0.2', '1.2.3.4, 203.0.113.7')
    expect(resolveClientAddress(spoofed, 1)).toBe('203.0.113.7')
    expect(resolveClientAddress(request('10.0.0.2', '203.0.113.7, 10.0.0.9'), 2)).toBe('203.0.113.7')
  })

  it('falls back to the farthest hop there is when fewer proxies answered than are trusted', () => {
    expect(resolveClientAddress(request('10.0.0.2'), 1)).toBe('10.0.0.2')
    expect(resolveClientAddress(request('10.0.0.2', '203.0.113.7'), 3)).toBe('203.0.113.7')
  })
})

describe('clientAddress', () => {
  it("reads the front door's header, else 'local'", () => {
    const headers = { [CLIENT_ADDRESS_HEADER]: '203.0.113.7' }
    expect(clientAddress(new Request('http://x/', { headers }))).toBe('203.0.113.7')
    expect(clientAddress(new Request('http://x/', { headers: { 'x-forwarded-for': '1.2.3.4' } }))).toBe(
      'local',
    )
  })
})
