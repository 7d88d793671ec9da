// Issue #34: /sitemap/{collection}-{n}.xml and /sitemap/lists.xml, the sitemap's files (src/renderers/sitemap).
import { sitemapFile, sitemapResponse } from '@/renderers/sitemap/sitemap'

export const dynamic = 'force-dynamic'

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const xml = await sitemapFile((await params).file)
  return xml === undefined ? new Response('Not found', { status: 404 }) : sitemapResponse(xml)
}
