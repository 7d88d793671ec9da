// §7 "Data API": the embedded GraphQL endpoint, POST /graphql (Bearer ID token or X-Api-Key; see src/data-api).
import { dataApiEndpoint } from '@/data-api/server'

export const dynamic = 'force-dynamic'

export function POST(request: Request): Promise<Response> {
  return dataApiEndpoint()(request)
}
