import 'server-only'

// The stories feed of a locale (§2: stories exist in the 10 stories locales), built from the content list.
import { listStories } from '@/cms/contentList'
import { contentListLimit, entryPath, storiesFeedPath } from '@/cms/entryUrl'
import { siteConfig } from '@/config/site'
import { canonicalUrl, storiesPath } from '@/i18n/canonical'
import { bcp47, defaultLocale, type StoriesLocale } from '@/i18n/locales'
import { translator } from '@/i18n/messages'

import { atomFeed } from './atom'

export async function storiesFeedResponse(locale: StoriesLocale): Promise<Response> {
  const { siteUrl, brandName } = siteConfig()
  const [{ items }, t] = await Promise.all([
    listStories({ locale, limit: contentListLimit }),
    translator(locale, 'stories'),
  ])
  const xml = atomFeed({
    url: canonicalUrl(storiesPath, locale, defaultLocale, siteUrl),
    feedUrl: `${siteUrl}${storiesFeedPath(locale)}`,
    title: `${t('indexTitle')} · ${brandName}`,
    subtitle: t('indexIntro'),
    language: bcp47(locale),
    author: brandName,
    entries: items.map((story) => ({
      url: canonicalUrl(entryPath('stories', story.path), locale, defaultLocale, siteUrl),
      title: story.title,
      summary: story.excerpt,
      published: story.publishedAt,
      updated: story.updatedAt ?? story.publishedAt,
    })),
  })
  return new Response(xml, {
    headers: {
      'content-type': 'application/atom+xml; charset=utf-8',
      // Kept by the front door until a story publish changes it (issue #34).
      'cache-control': 'public, max-age=0, s-maxage=3600',
    },
  })
}
