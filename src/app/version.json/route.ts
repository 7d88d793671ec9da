// §7 GET /version.json, never cached: the release this server runs, for the clients' release check.
import { release } from '@/site/release-check/release'

export const dynamic = 'force-dynamic'

export function GET() {
  return Response.json({ release }, { headers: { 'Cache-Control': 'no-store, max-age=0' } })
}
