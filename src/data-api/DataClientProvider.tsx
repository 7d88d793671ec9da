'use client'

// §4 "Data client": an empty placeholder during server rendering, replaced after mount in the browser by the
// authenticated client. Here "authenticated" means the same-origin endpoint, which attaches the service token on the
// server: the browser holds no credential.
import { createContext, type ReactNode, useContext } from 'react'

import { useMounted } from '@/react/useMounted'

import type { DataClient } from './port'

/** The browser's data endpoint (src/app/graphql/site/route.ts). */
export const sameOriginDataUrl = '/graphql/site'

const DataClientContext = createContext<DataClient | null>(null)

/** One client per page: it holds no state beyond its URL. */
let browserClient: Promise<DataClient> | undefined
const loadBrowserClient = () =>
  // graphql-request loads with the first request, so it is in no page's first-load JavaScript.
  (browserClient ??= import('./client').then(
    ({ createDataClient }) =>
      createDataClient({ url: sameOriginDataUrl, timeoutMs: 10_000, init: { credentials: 'same-origin' } }),
    (error: unknown) => {
      browserClient = undefined
      throw error
    },
  ))

const authenticatedClient: DataClient = {
  request: async (document, ...variables) => (await loadBrowserClient()).request(document, ...variables),
}

export function DataClientProvider({ children }: { children: ReactNode }) {
  // §4: null on the server and during hydration, the authenticated client once mounted in the browser.
  const client = useMounted() ? authenticatedClient : null
  return <DataClientContext.Provider value={client}>{children}</DataClientContext.Provider>
}

/** null during server rendering and the first browser render; the authenticated client after mount. */
export function useDataClient(): DataClient | null {
  return useContext(DataClientContext)
}
