// The entries with variations and how to choose among them, read by the router (src/server/routing/siteRouting.ts) every few seconds.
import { buildVariantIndex } from '@/cms/variantIndex'

export const dynamic = 'force-dynamic'

export async function GET() {
  return Response.json(await buildVariantIndex(), { headers: { 'cache-control': 'no-store' } })
}
