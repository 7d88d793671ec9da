// The translated-path redirects per locale (§2), read by the router, which answers them with the query kept.
import { buildRedirectIndex } from '@/cms/pathIndex'

export const dynamic = 'force-dynamic'

export async function GET() {
  return Response.json(await buildRedirectIndex(), { headers: { 'cache-control': 'no-store' } })
}
