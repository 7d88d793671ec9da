// /{locale}/stories/feed.xml for the stories locales (§2: da-dk and nb-no have none); /en-gb/… moves unprefixed.
import { defaultLocale, isStoriesLocale } from '@/i18n/locales'
import { storiesFeedResponse } from '@/renderers/stories/feed'
import { storiesFeedPath } from '@/cms/entryUrl'

// Made per request, as the en-gb feed (src/app/stories/feed.xml/route.ts) must be.
export const dynamic = 'force-dynamic'

export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isStoriesLocale(locale)) return new Response('Not found', { status: 404 })
  if (locale === defaultLocale) return Response.redirect(new URL(storiesFeedPath(locale), request.url), 308)
  return storiesFeedResponse(locale)
}
