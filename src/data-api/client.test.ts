// §8 "Data API" errors and the §7 request shape, at the network boundary (fetch).
import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { createDataClient } from './client'
import { generatedFile, generateOperations } from './codegen'
import { DataApiError, errorMessageNotFound, ServerError, ServerParseError } from './errors'
import { ChristmasDeliveryDatesDocument, SiteDataDocument } from './operations.generated'

const answering = (body: string, status = 200, type = 'application/json') =>
  (async () => new Response(body, { status, headers: { 'content-type': type } })) as unknown as typeof fetch

const request = (fetchFn: typeof fetch) =>
  createDataClient({ url: 'https://data.example/graphql', fetch: fetchFn }).request(
    ChristmasDeliveryDatesDocument,
    {},
  )

describe('data client (§7)', () => {
  it('POSTs operationName, variables and query as JSON with the given headers', async () => {
    let sent: { url: string; init: RequestInit } | undefined
    const client = createDataClient({
      url: 'https://data.example/graphql',
      headers: async () => ({ authorization: 'Bearer id-token' }),
      fetch: (async (url: string, init: RequestInit) => {
        sent = { url, init }
        return Response.json({ data: { christmasDeliveryDates: [] } })
      }) as unknown as typeof fetch,
    })
    await expect(client.request(SiteDataDocument, { market: 'GB', currency: 'GBP' })).resolves.toEqual({
      christmasDeliveryDates: [],
    })
    expect(sent?.url).toBe('https://data.example/graphql')
    expect(sent?.init.method).toBe('POST')
    expect(sent?.init.headers).toMatchObject({
      'content-type': 'application/json',
      authorization: 'Bearer id-token',
    })
    const body = JSON.parse(String(sent?.init.body))
    expect(body).toEqual({
      operationName: 'SiteData',
      variables: { market: 'GB', currency: 'GBP' },
      query: SiteDataDocument.toString(),
    })
  })

  it('§8: a non-success status is "Response not successful: Received status code {status}"', async () => {
    const error = await request(answering(JSON.stringify({ errors: [{ message: 'boom' }] }), 500)).catch(
      (e) => e,
    )
    expect(error).toBeInstanceOf(ServerError)
    expect(error.message).toBe('Response not successful: Received status code 500')
    expect(error.statusCode).toBe(500)
    const html = await request(answering('<html>Bad gateway</html>', 502, 'text/html')).catch((e) => e)
    expect(html.message).toBe('Response not successful: Received status code 502')
  })

  it('§8: an unparsable body is a server-parse error', async () => {
    const error = await request(
      answering('<!doctype html><title>Maintenance</title>', 200, 'text/html'),
    ).catch((e) => e)
    expect(error).toBeInstanceOf(ServerParseError)
    expect(error.name).toBe('ServerParseError')
    expect(error.bodyText).toContain('Maintenance')
  })

  it('§8: GraphQL errors without a message fall back to "Error message not found."', async () => {
    const error = await request(answering(JSON.stringify({ errors: [{ extensions: { code: 'X' } }] }))).catch(
      (e) => e,
    )
    expect(error).toBeInstanceOf(DataApiError)
    expect(error.message).toBe(errorMessageNotFound)
    expect(errorMessageNotFound).toBe('Error message not found.')
    const named = await request(answering(JSON.stringify({ errors: [{ message: 'No such market' }] }))).catch(
      (e) => e,
    )
    expect(named.message).toBe('No such market')
  })

  it('gives up after the timeout even when the transport ignores the abort signal', async () => {
    const client = createDataClient({
      url: 'https://data.example/graphql',
      timeoutMs: 20,
      fetch: (() => new Promise(() => undefined)) as unknown as typeof fetch,
    })
    await expect(client.request(ChristmasDeliveryDatesDocument, {})).rejects.toMatchObject({
      name: 'TimeoutError',
    })
  })
})

describe('typed operations (§7)', () => {
  it('operations.generated.ts is what codegen makes from the schema and the operations', async () => {
    expect(readFileSync(generatedFile, 'utf8')).toBe(await generateOperations())
  })
})
