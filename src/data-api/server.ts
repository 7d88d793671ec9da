import 'server-only'

// Server wiring of the data port (§7): the one place that picks its adapter from the configuration, the embedded
// endpoint in-process (./embedded.ts) unless DATA_API_URL names a hosted API (./hosted.ts). Either way the server's
// client is authorised with the service token (§4) or X-Api-Key.
import { siteConfig } from '@/config/site'

import { embeddedDataClient } from './embedded'
import { hostedDataClient } from './hosted'
import type { DataClient } from './port'
import { serviceToken } from './serverToken'

export { dataApiEndpoint } from './embedded'

let client: DataClient | undefined

/** The data client of server rendering and of the same-origin endpoint: X-Api-Key, else the Bearer service token. */
export function serverDataClient(): DataClient {
  const { url, embedded, timeoutMs, apiKey } = siteConfig().dataApi
  const options = { url, timeoutMs, apiKey, serviceToken }
  client ??= embedded ? embeddedDataClient(options) : hostedDataClient(options)
  return client
}
