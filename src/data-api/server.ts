import 'server-only'

// Server wiring of the data API (§7): the embedded endpoint, and the server's data client authorised with the
// service token (§4) or X-Api-Key. Embedded calls go through the real endpoint in-process; DATA_API_URL sends them
// over the network through a fetch Next does not track, so a page that shows commerce data stays static.
import { payloadClient } from '@/cms/content'
import { siteConfig } from '@/config/site'
import { verifySiteIdToken } from '@/identity/server'
import { untrackedFetch } from '@/server/untrackedFetch'

import type { DataClient } from './client'
import { createDataApi } from './endpoint'
import { createServerDataClient } from './serverClient'
import { serviceToken } from './serverToken'

let endpoint: ((request: Request) => Promise<Response>) | undefined

/** The embedded POST /graphql handler. */
export function dataApiEndpoint(): (request: Request) => Promise<Response> {
  const config = siteConfig()
  endpoint ??= createDataApi({
    payload: payloadClient,
    verifyIdToken: verifySiteIdToken,
    apiKey: config.dataApi.apiKey,
    production: config.environment === 'production',
    // The route lives at /graphql; a hosted DATA_API_URL does not move it.
    endpoint: config.dataApi.embedded ? new URL(config.dataApi.url).pathname : '/graphql',
  })
  return endpoint
}

let client: DataClient | undefined

/** The data client of server rendering and of the same-origin endpoint: X-Api-Key, else the Bearer service token. */
export function serverDataClient(): DataClient {
  const { url, embedded, timeoutMs, apiKey } = siteConfig().dataApi
  client ??= createServerDataClient({
    url,
    timeoutMs,
    apiKey,
    serviceToken,
    fetch: embedded ? async (input, init) => dataApiEndpoint()(new Request(input, init)) : untrackedFetch,
  })
  return client
}
