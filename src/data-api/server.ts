import 'server-only'

// Server wiring of the data API (§7): the embedded endpoint, and the server's data client authorised with the
// service token (§4). Embedded calls go through the real endpoint in-process; DATA_API_URL sends them over the network.
import { payloadClient } from '@/cms/content'
import { siteConfig } from '@/config/site'
import { verifySiteIdToken } from '@/identity/server'

import { createDataClient, type DataClient } from './client'
import { createDataApi } from './endpoint'
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

/** The data client of server rendering and of the same-origin endpoint: Bearer service token on every call. */
export function serverDataClient(): DataClient {
  const { url, embedded, timeoutMs } = siteConfig().dataApi
  client ??= createDataClient({
    url,
    timeoutMs,
    headers: async () => ({ authorization: `Bearer ${await serviceToken()}` }),
    fetch: embedded ? async (input, init) => dataApiEndpoint()(new Request(input, init)) : undefined,
    init: { cache: 'no-store' },
  })
  return client
}
