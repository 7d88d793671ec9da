// §7 "Data API": the embedded GraphQL endpoint, POST /graphql (Bearer ID token or X-Api-Key; see src/data-api).
import { dataApiEndpoint } from '@/data-api/server'
import { readBody } from '@/server/body'

export const dynamic = 'force-dynamic'

/** Our operations are a few hundred bytes; a body far past that is not a query anyone needs answered. */
const MAX_BODY_BYTES = 64 * 1024

export async function POST(request: Request): Promise<Response> {
  // Issue #21: the site's one body reader (cap, type, a JSON object) before GraphQL Yoga parses anything.
  const read = await readBody(request, { maxBytes: MAX_BODY_BYTES, types: ['json'] })
  if (!read.ok)
    return Response.json(
      { errors: [{ message: `The body must be a JSON object (${read.error})` }] },
      { status: read.status },
    )
  const headers = new Headers(request.headers)
  headers.delete('content-length')
  return dataApiEndpoint()(
    new Request(request.url, { method: 'POST', headers, body: JSON.stringify(read.body) }),
  )
}
