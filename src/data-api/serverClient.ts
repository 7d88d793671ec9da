// The server's data client (§4, §7): X-Api-Key when one is configured (no token is fetched then), else the service
// token as Bearer; in-process to the embedded endpoint, or over the network without Next's fetch cache.
import { createDataClient } from './client'
import type { DataClient } from './port'

export interface ServerDataClientOptions {
  url: string
  timeoutMs: number
  /** §7: the provider's client also supports an X-Api-Key header. */
  apiKey?: string
  serviceToken: () => Promise<string>
  /** The transport: the embedded endpoint in-process, or a fetch Next does not track. */
  fetch: typeof fetch
}

export function createServerDataClient(options: ServerDataClientOptions): DataClient {
  const { apiKey, serviceToken } = options
  return createDataClient({
    url: options.url,
    timeoutMs: options.timeoutMs,
    headers: apiKey
      ? () => ({ 'x-api-key': apiKey })
      : async () => ({ authorization: `Bearer ${await serviceToken()}` }),
    fetch: options.fetch,
  })
}
