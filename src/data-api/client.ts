// The data port's client (§4 "Data client", §7 "Data API"): graphql-request (the smallest of the clients the spec names,
// see README) POSTs {query, variables, operationName, extensions?} as JSON; its errors become the §8 errors of ./errors.
import { ClientError, GraphQLClient } from 'graphql-request'

import { DataApiError, type GraphQLErrorEntry, ServerError, ServerParseError } from './errors'
import type { DataClient } from './port'

export interface DataClientOptions {
  /** Absolute, or relative to the page in the browser. */
  url: string
  /** Headers per call, e.g. the service token's Authorization (§4); may be async. */
  headers?: () => Record<string, string> | Promise<Record<string, string>>
  fetch?: typeof fetch
  timeoutMs?: number
  /** Passed to fetch (e.g. Next's data cache: `{ next: { revalidate } }`, or `{ cache: 'no-store' }`). */
  init?: Omit<RequestInit, 'body' | 'headers' | 'method' | 'signal'> & {
    next?: { revalidate?: number | false; tags?: string[] }
  }
}

function aborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) =>
    signal.addEventListener('abort', () => reject(signal.reason), { once: true }),
  )
}

/** §8: GraphQL errors may lack a message (or be a single object); DataApiError then says 'Error message not found.'. */
function errorEntries(errors: unknown): GraphQLErrorEntry[] {
  const list: Partial<GraphQLErrorEntry>[] = Array.isArray(errors) ? errors : errors ? [errors] : []
  return list.map((error) => ({ ...error, message: typeof error.message === 'string' ? error.message : '' }))
}

export function createDataClient(options: DataClientOptions): DataClient {
  const send = options.fetch ?? ((input, init) => fetch(input, init))
  const url = () => (typeof location === 'undefined' ? options.url : new URL(options.url, location.href).href)
  return {
    async request(document, ...[variables, requestOptions]) {
      const extensions = requestOptions?.extensions
      const requestHeaders = await options.headers?.()
      const signal = options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined
      // The response this call received, kept to tell a body graphql-request cannot read (§8 server-parse error)
      // from a transport failure.
      let received: Response | undefined
      const client = new GraphQLClient(url(), {
        ...options.init,
        // graphql-request writes {query, variables, operationName}; §7 extensions join them when the call has any.
        jsonSerializer: {
          stringify: (body: object) => JSON.stringify(extensions ? { ...body, extensions } : body),
          parse: JSON.parse,
        },
        fetch: async (input, init) => {
          const response = await send(input, init)
          received = response.clone()
          return response
        },
      })
      const sent = client.request<unknown>({
        document,
        variables: (variables ?? {}) as object,
        requestHeaders,
        signal,
      })
      try {
        // The timeout also bounds a transport that ignores its signal (the in-process endpoint).
        return (await (signal ? Promise.race([sent, aborted(signal)]) : sent)) as never
      } catch (error) {
        if (error instanceof ClientError) {
          const { status, body, data, errors } = error.response
          // §8: a non-success status wins over the body, readable or not.
          if (status < 200 || status > 299)
            throw new ServerError(status, data !== undefined || errors ? { data, errors } : body)
          throw new DataApiError(errorEntries(errors))
        }
        // A success whose body is not a GraphQL result (not JSON, or not an object).
        if (received?.ok && !signal?.aborted)
          throw new ServerParseError(received.status, await received.text(), error)
        throw error
      }
    },
  }
}
