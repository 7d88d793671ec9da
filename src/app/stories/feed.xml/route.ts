// The en-gb stories feed at /stories/feed.xml (§2: the default locale has no prefix).
import { defaultLocale, isStoriesLocale } from '@/i18n/locales'
import { storiesFeedResponse } from '@/renderers/stories/feed'

// Made per request: a prerendered copy carried the build's SITE_URL, not the running server's (for up to an hour).
export const dynamic = 'force-dynamic'

export function GET() {
  if (!isStoriesLocale(defaultLocale)) return new Response('Not found', { status: 404 })
  return storiesFeedResponse(defaultLocale)
}
