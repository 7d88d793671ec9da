// The published URL paths per locale (what the sitemap lists, without hosts), read by the router.
import { buildPathIndex } from '@/cms/pathIndex'

export const dynamic = 'force-dynamic'

export async function GET() {
  return Response.json(await buildPathIndex(), { headers: { 'cache-control': 'no-store' } })
}
