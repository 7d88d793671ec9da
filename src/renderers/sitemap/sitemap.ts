import 'server-only'

// Issue #34: the sitemap as an index of files (the sitemap protocol: at most 50,000 URLs and 50 MB a file), every URL
// with its hreflang alternates (§2 canonical rules). A file holds one id range of one collection
// (src/cms/sitemapFiles.ts), read and written in one pass; the front door keeps each file and renders it again when a
// publish changes its range.
import { entryAlternates, publishedEntries, publishedRanges } from '@/cms/content'
import type { EntryCollection } from '@/cms/entryUrl'
import { parseSitemapFile, sitemapEntriesPerFile, sitemapIndexPath } from '@/cms/sitemapFiles'
import { siteConfig } from '@/config/site'
import { canonicalUrl, storiesPath } from '@/i18n/canonical'
import { bcp47, defaultLocale, storiesLocales } from '@/i18n/locales'

/** The sitemap protocol's limits per file. */
export const sitemapLimits = { urls: 50_000, bytes: 50 * 1024 * 1024 }

/** The file of the stories list in every stories locale (no id range). */
export const listsFile = 'lists.xml'

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[character]!,
  )

const header = '<?xml version="1.0" encoding="UTF-8"?>\n'

export const sitemapResponse = (xml: string) =>
  new Response(xml, {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      // Kept by the front door until a publish changes it; a shared cache may hold it the usual minute.
      'cache-control': 'public, max-age=0, s-maxage=3600',
    },
  })

interface SitemapUrl {
  loc: string
  lastmod?: string
  /** The URL's hreflang alternates as XML, written once for all the URLs of an entry. */
  links: string
}

/** An entry's hreflang alternates (hreflang → URL) as <xhtml:link> elements. */
const alternateLinks = (alternates: [string, string][]) =>
  alternates
    .map(([hrefLang, href]) => `<xhtml:link rel="alternate" hreflang="${hrefLang}" href="${escape(href)}"/>`)
    .join('')

/** A <urlset>; every URL once (a Set, so the whole file is one pass). */
function urlset(urls: SitemapUrl[]): string {
  const seen = new Set<string>()
  const parts = [
    header,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n',
  ]
  for (const { loc, lastmod, links } of urls) {
    if (seen.has(loc)) continue
    seen.add(loc)
    parts.push(`<url><loc>${escape(loc)}</loc>`)
    if (lastmod) parts.push(`<lastmod>${escape(lastmod)}</lastmod>`)
    parts.push(links, '</url>\n')
  }
  parts.push('</urlset>\n')
  return parts.join('')
}

/** The published URLs of one collection's id range, each with the entry's alternates. */
async function entryUrls(collection: EntryCollection, from: number, to: number, siteUrl: string) {
  return (await publishedEntries(collection, { from, to })).flatMap(({ paths, updatedAt, noIndex }) => {
    // The /404 page is a status page, not content to index; noIndex entries are not for search either.
    if (noIndex || (collection === 'pages' && paths[defaultLocale] === '/404')) return []
    const { alternates } = entryAlternates(collection, paths, siteUrl)
    const links = alternateLinks(alternates.map(({ hrefLang, href }) => [hrefLang, href]))
    return alternates
      .filter(({ hrefLang }) => hrefLang !== 'x-default')
      .map(({ href }): SitemapUrl => ({ loc: href, lastmod: updatedAt, links }))
  })
}

/** One file of the index, or undefined for a name that is none. */
export async function sitemapFile(file: string): Promise<string | undefined> {
  const { siteUrl } = siteConfig()
  if (file === listsFile) {
    const languages = storiesLocales.map(
      (locale) =>
        [bcp47(locale), canonicalUrl(storiesPath, locale, defaultLocale, siteUrl)] as [string, string],
    )
    const links = alternateLinks(languages)
    return urlset(languages.map(([, loc]) => ({ loc, links })))
  }
  const range = parseSitemapFile(file)
  if (!range) return undefined
  return urlset(await entryUrls(range.collection, range.from, range.to, siteUrl))
}

/** The index: every file with an entry in its range, dated by its newest entry. */
export async function sitemapIndex(): Promise<string> {
  const { siteUrl } = siteConfig()
  const files = new Map<string, string>([[listsFile, '']])
  for (const collection of ['pages', 'stories'] as const)
    for (const { range, updatedAt } of await publishedRanges(collection, sitemapEntriesPerFile))
      files.set(`${collection}-${range}.xml`, updatedAt)
  const base = `${siteUrl}${sitemapIndexPath.replace(/\.xml$/, '')}`
  const entries = [...files].map(
    ([file, lastmod]) =>
      `<sitemap><loc>${escape(`${base}/${file}`)}</loc>${lastmod ? `<lastmod>${escape(lastmod)}</lastmod>` : ''}</sitemap>\n`,
  )
  return `${header}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('')}</sitemapindex>\n`
}
