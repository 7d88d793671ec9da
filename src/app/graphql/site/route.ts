// The browser's same-origin data endpoint (§4 "Data client" after mount): the service token is attached here, on the
// server. Lives under /graphql so the locale proxy leaves it alone (Payload owns /api/*).
import { handleSameOriginRequest } from '@/data-api/sameOrigin'
import { serverDataClient } from '@/data-api/server'

export const dynamic = 'force-dynamic'

export function POST(request: Request): Promise<Response> {
  return handleSameOriginRequest(request, serverDataClient)
}
