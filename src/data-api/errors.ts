// §8 "Data API" errors, as the data client raises them.

/** §8: the generic fallback when an error carries no message. */
export const errorMessageNotFound = 'Error message not found.'

/** §8: a non-success status. */
export class ServerError extends Error {
  constructor(
    readonly statusCode: number,
    readonly result: unknown,
  ) {
    super(`Response not successful: Received status code ${statusCode}`)
    this.name = 'ServerError'
  }
}

/** §8: a response body that cannot be parsed as a GraphQL result. */
export class ServerParseError extends Error {
  constructor(
    readonly statusCode: number,
    readonly bodyText: string,
    cause: unknown,
  ) {
    super(`Server parse error: ${(cause as Error)?.message ?? String(cause)}`, { cause })
    this.name = 'ServerParseError'
  }
}

export interface GraphQLErrorEntry {
  message: string
  path?: (string | number)[]
  extensions?: Record<string, unknown>
}

/** GraphQL errors in a successful response; its message joins theirs, or the §8 fallback when none has one. */
export class DataApiError extends Error {
  constructor(readonly graphQLErrors: GraphQLErrorEntry[]) {
    super(
      graphQLErrors
        .map((error) => error.message)
        .filter(Boolean)
        .join('\n') || errorMessageNotFound,
    )
    this.name = 'DataApiError'
  }
}
