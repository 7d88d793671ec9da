// §7 data API: the port the site uses (a client that runs our typed operations), with two adapters on the server:
// ./embedded.ts (the endpoint in-process) and ./hosted.ts (DATA_API_URL over the network); ./server.ts picks one.
// In the browser the same client calls the site's own endpoint (./DataClientProvider.tsx).
import type { TypedDocumentString } from './gql/graphql'

/** Per call: §7 "optional extensions" (e.g. a persisted query's hash), sent in the body when present. */
export interface RequestOptions {
  extensions?: Record<string, unknown>
}

/** The variables argument, optional for an operation without variables, then the call's options. */
export type VariablesArgument<TVariables> =
  TVariables extends Record<string, never>
    ? [variables?: TVariables, options?: RequestOptions]
    : [variables: TVariables, options?: RequestOptions]

export interface DataClient {
  request<TResult, TVariables>(
    document: TypedDocumentString<TResult, TVariables>,
    ...[variables, options]: VariablesArgument<TVariables>
  ): Promise<TResult>
}
