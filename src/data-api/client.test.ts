// §8 "Data API" errors and the §7 request shape, at the network boundary (fetch), through graphql-request.
import { describe, expect, it } from 'vitest'

import { createDataClient } from './client'
import { DataApiError, errorMessageNotFound, ServerError, ServerParseError } from './errors'
import { ChristmasDeliveryDatesDocument, SiteDataDocument } from './operations'

const answering = (body: string, status = 200, type = 'application/json') =>
  (async () => new Response(body, { status, headers: { 'content-type': type } })) as unknown as typeof fetch

const request = (fetchFn: typeof fetch) =>
  createDataClient({ url: 'https://data.example/graphql', fetch: fetchFn }).request(
    ChristmasDeliveryDatesDocument,
  )

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the request to fail')
    },
    (error: unknown) => error as Error & Record<string, unknown>,
  )

describe('data client (§7)', () => {
  it('POSTs operationName, variables and query as JSON with the per-call headers and the fetch init', async () => {
    let sent: { url: string; init: RequestInit & { next?: unknown } } | undefined
    const client = createDataClient({
      url: 'https://data.example/graphql',
      headers: async () => ({ authorization: 'Bearer id-token' }),
      init: { next: { revalidate: 60 } },
      fetch: (async (url: URL, init: RequestInit) => {
        sent = { url: String(url), init }
        return Response.json({ data: { christmasDeliveryDates: [] } })
      }) as unknown as typeof fetch,
    })
    await expect(client.request(SiteDataDocument, { market: 'GB', currency: 'GBP' })).resolves.toEqual({
      christmasDeliveryDates: [],
    })
    expect(sent?.url).toBe('https://data.example/graphql')
    expect(sent?.init.method).toBe('POST')
    expect(sent?.init.next).toEqual({ revalidate: 60 })
    const headers = new Headers(sent?.init.headers)
    expect(headers.get('content-type')).toBe('application/json')
    expect(headers.get('authorization')).toBe('Bearer id-token')
    // The same-origin endpoint finds the operation by its name (src/data-api/sameOrigin.ts).
    expect(JSON.parse(String(sent?.init.body))).toEqual({
      operationName: 'SiteData',
      variables: { market: 'GB', currency: 'GBP' },
      query: SiteDataDocument.toString(),
    })
  })

  it('§7: sends the call’s extensions in the body when present, and no extensions key otherwise', async () => {
    const bodies: unknown[] = []
    const client = createDataClient({
      url: 'https://data.example/graphql',
      fetch: (async (_url: URL, init: RequestInit) => {
        bodies.push(JSON.parse(String(init.body)))
        return Response.json({ data: { christmasDeliveryDates: [] } })
      }) as unknown as typeof fetch,
    })
    const extensions = { persistedQuery: { version: 1, sha256Hash: 'abc123' } }
    await client.request(SiteDataDocument, { market: 'SE', currency: 'SEK' }, { extensions })
    await client.request(ChristmasDeliveryDatesDocument)
    expect(bodies[0]).toEqual({
      operationName: 'SiteData',
      variables: { market: 'SE', currency: 'SEK' },
      query: SiteDataDocument.toString(),
      extensions,
    })
    expect(bodies[1]).not.toHaveProperty('extensions')
    expect(bodies[1]).toMatchObject({ operationName: 'ChristmasDeliveryDates' })
  })

  it('§8: a non-success status is "Response not successful: Received status code {status}"', async () => {
    const error = await failure(request(answering(JSON.stringify({ errors: [{ message: 'boom' }] }), 500)))
    expect(error).toBeInstanceOf(ServerError)
    expect(error.message).toBe('Response not successful: Received status code 500')
    expect(error.statusCode).toBe(500)
    const html = await failure(request(answering('<html>Bad gateway</html>', 502, 'text/html')))
    expect(html).toBeInstanceOf(ServerError)
    expect(html.message).toBe('Response not successful: Received status code 502')
  })

  it('§8: an unparsable body is a server-parse error', async () => {
    const html = await failure(
      request(answering('<!doctype html><title>Maintenance</title>', 200, 'text/html')),
    )
    expect(html).toBeInstanceOf(ServerParseError)
    expect(html.name).toBe('ServerParseError')
    expect(html.bodyText).toContain('Maintenance')
    const truncated = await failure(request(answering('{"data": {"christmasDeliv')))
    expect(truncated).toBeInstanceOf(ServerParseError)
    expect(truncated.statusCode).toBe(200)
  })

  it('§8: GraphQL errors without a message fall back to "Error message not found."', async () => {
    const error = await failure(
      request(answering(JSON.stringify({ errors: [{ extensions: { code: 'X' } }] }))),
    )
    expect(error).toBeInstanceOf(DataApiError)
    expect(error.message).toBe(errorMessageNotFound)
    expect(errorMessageNotFound).toBe('Error message not found.')
    const named = await failure(
      request(answering(JSON.stringify({ errors: [{ message: 'No such market' }] }))),
    )
    expect(named).toBeInstanceOf(DataApiError)
    expect(named.message).toBe('No such market')
  })

  it('passes a transport failure on as it is (not a server error)', async () => {
    const refused = new TypeError('fetch failed')
    const error = await failure(
      request((async () => {
        throw refused
      }) as unknown as typeof fetch),
    )
    expect(error).toBe(refused)
  })

  it('gives up after the timeout even when the transport ignores the abort signal', async () => {
    const client = createDataClient({
      url: 'https://data.example/graphql',
      timeoutMs: 20,
      fetch: (() => new Promise(() => undefined)) as unknown as typeof fetch,
    })
    await expect(client.request(ChristmasDeliveryDatesDocument)).rejects.toMatchObject({
      name: 'TimeoutError',
    })
  })
})
