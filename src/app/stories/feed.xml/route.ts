// The en-gb stories feed at /stories/feed.xml (§2: the default locale has no prefix).
import { defaultLocale, isStoriesLocale } from '@/i18n/locales'
import { storiesFeedResponse } from '@/site/stories/feed'

export const revalidate = 3600

export function GET() {
  if (!isStoriesLocale(defaultLocale)) return new Response('Not found', { status: 404 })
  return storiesFeedResponse(defaultLocale)
}
