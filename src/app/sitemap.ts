// Every published URL with its hreflang alternates (§2 canonical rules).
import type { MetadataRoute } from 'next'

import { entryAlternates, publishedEntries } from '@/cms/content'
import type { EntryCollection } from '@/cms/entryUrl'
import { siteConfig } from '@/config/site'
import { canonicalUrl, storiesPath } from '@/i18n/canonical'
import { bcp47, defaultLocale, storiesLocales } from '@/i18n/locales'

// Made per request: a prerendered copy carried the build's SITE_URL, not the running server's (for up to an hour).
export const dynamic = 'force-dynamic'

async function entries(collection: EntryCollection, siteUrl: string): Promise<MetadataRoute.Sitemap> {
  return (await publishedEntries(collection)).flatMap(({ paths, updatedAt, noIndex }) => {
    // The /404 page is a status page, not content to index; noIndex entries are not for search either.
    if (noIndex || (collection === 'pages' && paths[defaultLocale] === '/404')) return []
    const { alternates } = entryAlternates(collection, paths, siteUrl)
    const languages = Object.fromEntries(alternates.map(({ hrefLang, href }) => [hrefLang, href]))
    return alternates
      .filter(({ hrefLang }) => hrefLang !== 'x-default')
      .map(({ href }) => ({ url: href, lastModified: updatedAt, alternates: { languages } }))
  })
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { siteUrl } = siteConfig()
  const storiesLanguages = Object.fromEntries(
    storiesLocales.map((locale) => [
      bcp47(locale),
      canonicalUrl(storiesPath, locale, defaultLocale, siteUrl),
    ]),
  )
  const storiesIndex = storiesLocales.map((locale) => ({
    url: canonicalUrl(storiesPath, locale, defaultLocale, siteUrl),
    alternates: { languages: storiesLanguages },
  }))
  const [pages, stories] = await Promise.all([entries('pages', siteUrl), entries('stories', siteUrl)])
  return [...pages, ...storiesIndex, ...stories].filter(
    (entry, index, all) => all.findIndex((other) => other.url === entry.url) === index,
  )
}
