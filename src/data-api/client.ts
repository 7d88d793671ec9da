// The data client (§4 "Data client", §7 "Data API"): POSTs {operationName, variables, query} as JSON and reads data
// and errors, raising the §8 errors. No library: the browser only ever sends our own few operations, and this is
// ~0.7 kB gzipped against ~5 kB for graphql-request 7, ~7 kB for @urql/core and ~40 kB for Apollo Client (README).
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core'

import { DataApiError, type GraphQLErrorEntry, ServerError, ServerParseError } from './errors'

/** A typed operation: the GraphQL text with its result and variables types attached (generated, see codegen.ts). */
export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: DocumentTypeDecoration<TResult, TVariables>['__apiType']
  constructor(
    private readonly value: string,
    readonly operationName: string,
  ) {
    super(value)
  }
  override toString(): string {
    return this.value
  }
}

export interface DataClientOptions {
  url: string
  /** Headers per call, e.g. the service token's Authorization (§4); may be async. */
  headers?: () => Record<string, string> | Promise<Record<string, string>>
  fetch?: typeof fetch
  timeoutMs?: number
  /** Passed to fetch (Next's data cache: `{ next: { revalidate } }`). */
  init?: RequestInit & { next?: { revalidate?: number | false; tags?: string[] } }
}

export interface DataClient {
  request<TResult, TVariables>(
    document: TypedDocumentString<TResult, TVariables>,
    variables: TVariables,
  ): Promise<TResult>
}

interface ExecutionResult {
  data?: unknown
  errors?: Partial<GraphQLErrorEntry>[]
}

function aborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) =>
    signal.addEventListener('abort', () => reject(signal.reason), { once: true }),
  )
}

export function createDataClient(options: DataClientOptions): DataClient {
  const send = options.fetch ?? fetch
  return {
    async request(document, variables) {
      const headers = {
        ...(await options.headers?.()),
        'content-type': 'application/json',
        accept: 'application/json',
      }
      const signal = options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined
      const sent = send(options.url, {
        ...options.init,
        method: 'POST',
        headers,
        body: JSON.stringify({
          operationName: document.operationName,
          variables,
          query: document.toString(),
        }),
        signal,
      })
      // The timeout also bounds a fetch that ignores its signal (the in-process endpoint).
      const response = await (signal ? Promise.race([sent, aborted(signal)]) : sent)
      const text = await response.text()
      let result: ExecutionResult
      try {
        result = JSON.parse(text) as ExecutionResult
      } catch (error) {
        // §8: a non-success status wins over an unreadable body; a success with one is a server-parse error.
        if (response.status >= 300) throw new ServerError(response.status, text)
        throw new ServerParseError(response.status, text, error)
      }
      if (response.status >= 300) throw new ServerError(response.status, result)
      if (!result || typeof result !== 'object')
        throw new ServerParseError(response.status, text, 'not an object')
      if (result.errors?.length) {
        throw new DataApiError(
          result.errors.map((error) => ({
            ...error,
            message: typeof error.message === 'string' ? error.message : '',
          })),
        )
      }
      return result.data as never
    },
  }
}
