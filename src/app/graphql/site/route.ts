// The browser's same-origin data endpoint (§4 "Data client" after mount): the service token is attached here, on the
// server. Lives under /graphql so the locale router leaves it alone (Payload owns /api/*).
import { handleSameOriginRequest, SITE_DATA_RATE_LIMIT } from '@/data-api/sameOrigin'
import { serverDataClient } from '@/data-api/server'
import { clientAddress, rateLimit } from '@/site/security/rateLimit'

export const dynamic = 'force-dynamic'

export function POST(request: Request): Promise<Response> {
  const limit = rateLimit(`graphql-site:${clientAddress(request)}`, SITE_DATA_RATE_LIMIT)
  if (!limit.allowed) {
    return Promise.resolve(
      Response.json(
        { errors: [{ message: 'Too many requests', extensions: { code: 'RATE_LIMITED' } }] },
        { status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds) } },
      ),
    )
  }
  return handleSameOriginRequest(request, serverDataClient)
}
