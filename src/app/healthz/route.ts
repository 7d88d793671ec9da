// Issue #23: GET /healthz, the load balancer's health check: database and cache reachability, 200 or 503, never cached.
import { health } from '@/server/health'

export const dynamic = 'force-dynamic'

export async function GET() {
  const result = await health()
  return Response.json(result, {
    status: result.ok ? 200 : 503,
    headers: { 'Cache-Control': 'no-store, max-age=0' },
  })
}
