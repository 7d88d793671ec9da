import 'server-only'

// The data port's hosted adapter (DATA_API_URL): the server's data client calls the hosted API through a fetch Next
// does not track, so a page that shows commerce data stays static.
import { untrackedFetch } from '@/server/untrackedFetch'

import type { DataClient } from './port'
import { createServerDataClient, type ServerDataClientOptions } from './serverClient'

export function hostedDataClient(options: Omit<ServerDataClientOptions, 'fetch'>): DataClient {
  return createServerDataClient({ ...options, fetch: untrackedFetch })
}
