// The browser's same-origin data endpoint (§4 "Data client" after mount): the service token is attached here, on the
// server. Lives under /graphql so the locale router leaves it alone (Payload owns /api/*).
import { handleSameOriginRequest, siteDataRateLimit } from '@/data-api/sameOrigin'
import { serverDataClient } from '@/data-api/server'
import { clientAddress } from '@/server/clientAddress'
import { retryAfterHeaders } from '@/server/rateLimit'

export const dynamic = 'force-dynamic'

export async function POST(request: Request): Promise<Response> {
  const limit = await siteDataRateLimit.consume(clientAddress(request))
  if (!limit.allowed) {
    return Response.json(
      { errors: [{ message: 'Too many requests', extensions: { code: 'RATE_LIMITED' } }] },
      { status: 429, headers: retryAfterHeaders(limit) },
    )
  }
  return handleSameOriginRequest(request, serverDataClient)
}
