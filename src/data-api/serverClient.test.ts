// §7 "Data API" as the server sends it to a hosted API, at the network boundary (a local HTTP server reached through
// the untracked fetch the server uses): X-Api-Key when configured, with no token fetched; the Bearer service token
// otherwise; the body carries operationName, variables and query.
import { once } from 'node:events'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { untrackedFetch } from '@/server/untrackedFetch'

import { SiteDataDocument } from './operations'
import { createServerDataClient } from './serverClient'

const received: { headers: IncomingHttpHeaders; body: Record<string, unknown> }[] = []
let server: Server
let url: string

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk))
    request.on('end', () => {
      received.push({ headers: request.headers, body: JSON.parse(body) as Record<string, unknown> })
      response.setHeader('content-type', 'application/json')
      response.end(
        JSON.stringify({ data: { productInfo: [], paymentOptions: [], christmasDeliveryDate: null } }),
      )
    })
  }).listen(0, '127.0.0.1')
  await once(server, 'listening')
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`
})
afterAll(() => server.close())

const variables = { market: 'DE', currency: 'EUR' } as const

describe('server data client (§7)', () => {
  it('sends X-Api-Key when DATA_API_KEY is set, and never asks for a service token', async () => {
    received.length = 0
    const serviceToken = vi.fn(async () => 'id-token')
    const client = createServerDataClient({
      url,
      timeoutMs: 2000,
      apiKey: 'hosted-api-key',
      serviceToken,
      fetch: untrackedFetch,
    })
    await client.request(SiteDataDocument, variables)
    expect(received[0]?.headers['x-api-key']).toBe('hosted-api-key')
    expect(received[0]?.headers.authorization).toBeUndefined()
    expect(serviceToken).not.toHaveBeenCalled()
    expect(received[0]?.headers['content-type']).toBe('application/json')
    expect(received[0]?.body).toEqual({
      operationName: 'SiteData',
      variables,
      query: SiteDataDocument.toString(),
    })
  })

  it('sends the service token as Bearer without an API key', async () => {
    received.length = 0
    const client = createServerDataClient({
      url,
      timeoutMs: 2000,
      serviceToken: async () => 'id-token',
      fetch: untrackedFetch,
    })
    await client.request(SiteDataDocument, variables)
    expect(received[0]?.headers.authorization).toBe('Bearer id-token')
    expect(received[0]?.headers['x-api-key']).toBeUndefined()
  })
})
