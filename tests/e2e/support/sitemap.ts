// The sitemap as a crawler reads it (issue #34): the index at /sitemap.xml, then each of its files.
import type { APIRequestContext } from '@playwright/test'

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => loc)

/** Every file's XML, the index's first. */
export async function sitemapFiles(request: APIRequestContext): Promise<string[]> {
  const index = await (await request.get('/sitemap.xml')).text()
  const files = await Promise.all(
    locs(index).map(async (file) => (await request.get(new URL(file).pathname)).text()),
  )
  return [index, ...files]
}

/** Every URL the sitemap lists. */
export async function sitemapUrls(request: APIRequestContext): Promise<string[]> {
  const [, ...files] = await sitemapFiles(request)
  return files.flatMap(locs)
}
