// Issue #34: /sitemap.xml, the index of the sitemap's files (src/renderers/sitemap), kept by the front door.
import { sitemapIndex, sitemapResponse } from '@/renderers/sitemap/sitemap'

// Made at run time, with the running server's SITE_URL; the front door keeps it until a publish changes it.
export const dynamic = 'force-dynamic'

export async function GET() {
  return sitemapResponse(await sitemapIndex())
}
