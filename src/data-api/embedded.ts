import 'server-only'

// The data port's embedded adapter (§7): the GraphQL endpoint of this site (POST /graphql), and the server's data
// client calling it in-process, with no network hop.
import { payloadClient } from '@/cms/content'
import { siteConfig } from '@/config/site'
import { verifySiteIdToken } from '@/identity/server'

import { createDataApi } from './endpoint'
import type { DataClient } from './port'
import { createServerDataClient, type ServerDataClientOptions } from './serverClient'

let endpoint: ((request: Request) => Promise<Response>) | undefined

/** The embedded POST /graphql handler (served in either mode: a hosted DATA_API_URL does not close it). */
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

export function embeddedDataClient(options: Omit<ServerDataClientOptions, 'fetch'>): DataClient {
  return createServerDataClient({
    ...options,
    fetch: async (input, init) => dataApiEndpoint()(new Request(input, init)),
  })
}
