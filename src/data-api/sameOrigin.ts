import 'server-only'

// The browser's data endpoint (POST /graphql/site): the browser names one of our operations, the server runs it with
// the service token (§4), so no credential ever reaches the browser. Arbitrary queries are refused.
import { buildSchema, getOperationAST, getVariableValues, parse } from 'graphql'

import { readBody } from '@/server/body'
import { rateLimiter } from '@/server/rateLimit'

import type { DataClient } from './port'
import { DataApiError, ServerError, ServerParseError } from './errors'
import type { TypedDocumentString } from './gql/graphql'
import * as operations from './operations'
import { typeDefs } from './typeDefs'

/** Our typed operations by their GraphQL operation name (what the browser sends as operationName). */
const documents = new Map(
  Object.values(operations).map((document) => {
    const operation = getOperationAST(parse(document.toString()))
    return [
      operation?.name?.value,
      {
        document: document as TypedDocumentString<unknown, unknown>,
        variables: operation?.variableDefinitions ?? [],
      },
    ]
  }),
)

// Issue #30: the browser's variables are checked here, against the schema the operations are typed from, so a wrong
// or missing one is the caller's 400 with GraphQL's own error, never the data API's refusal passed on as a 502.
let schema: ReturnType<typeof buildSchema> | undefined
function variableErrors(
  definitions: Parameters<typeof getVariableValues>[1],
  variables: Record<string, unknown>,
) {
  schema ??= buildSchema(typeDefs)
  return getVariableValues(schema, definitions, variables).errors ?? []
}

const answer = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store' } })

/** Every page view asks once after mount; far more from one address is a script spending our service token. */
export const siteDataRateLimit = rateLimiter('graphql-site', { limit: 600, windowMs: 60_000 })

/** An operation name and its variables; our operations' variables are a few short strings. */
const MAX_BODY_BYTES = 16_384

export async function handleSameOriginRequest(request: Request, client: () => DataClient): Promise<Response> {
  // Only pages of this site call it; a cross-site page may not spend the service account.
  const site = request.headers.get('sec-fetch-site')
  if (site && site !== 'same-origin' && site !== 'none')
    return answer({ errors: [{ message: 'Cross-site calls are refused' }] }, 403)
  // Issue #24 item 19: `null`, an array or a number is a 400 like any other body that is not a JSON object.
  const read = await readBody(request, { maxBytes: MAX_BODY_BYTES, types: ['json'] })
  if (!read.ok) return answer({ errors: [{ message: 'The body must be a JSON object' }] }, read.status)
  const { operationName, variables = {} } = read.body
  const operation = typeof operationName === 'string' ? documents.get(operationName) : undefined
  if (!operation) return answer({ errors: [{ message: 'Unknown operation' }] }, 400)
  if (typeof variables !== 'object' || variables === null || Array.isArray(variables))
    return answer({ errors: [{ message: 'variables must be an object' }] }, 400)
  const errors = variableErrors(operation.variables, variables as Record<string, unknown>)
  if (errors.length > 0) return answer({ errors: errors.map(({ message }) => ({ message })) }, 400)
  const { document } = operation
  try {
    const data = await client().request(document, variables as never)
    return answer({ data })
  } catch (error) {
    if (error instanceof DataApiError) return answer({ errors: error.graphQLErrors })
    const status = error instanceof ServerError || error instanceof ServerParseError ? 502 : 503
    console.error('[data-api] same-origin call failed', error)
    return answer({ errors: [{ message: (error as Error).message }] }, status)
  }
}
