import 'server-only'

// The content list query (issue #9): published entries only (drafts never leak), newest first, the §9 default
// limit of 30 with explicit pages; used by the stories list, the stories dialog, the feeds and related stories.
import type { Where } from 'payload'

import { defaultLocale, type Locale } from '@/i18n/locales'
import type { Media } from '@/payload-types'

import { payloadClient, readable } from './content'
import { contentListLimit, listPageCount, relatedStoriesCount } from './entryUrl'

export interface StoryCard {
  id: number
  title: string
  path: string
  excerpt?: string | null
  publishedAt: string
  updatedAt?: string
  image?: Media | null
}

export interface ContentPage<T> {
  items: T[]
  page: number
  totalPages: number
  totalItems: number
}

/** Entries kept out of lists (meta.noIndex, e.g. the block gallery) are reachable by URL only. */
const listed: Where = { or: [{ 'meta.noIndex': { equals: false } }, { 'meta.noIndex': { exists: false } }] }

/** The list's order, newest first; the id settles ties, so every page, feed and the router agree (issue #34). */
export const storiesOrder = ['-publishedAt', '-id']

async function findStories(
  locale: Locale,
  where: Where,
  limit: number,
  page = 1,
  pagination = true,
): Promise<ContentPage<StoryCard>> {
  const payload = await payloadClient()
  const result = await payload.find({
    // Without it, no count of every matching story (issue #34: related stories need the items alone).
    pagination,
    collection: 'stories',
    locale,
    fallbackLocale: defaultLocale,
    ...readable(where),
    sort: storiesOrder,
    limit,
    page,
    depth: 1,
    select: { title: true, path: true, excerpt: true, publishedAt: true, updatedAt: true, image: true },
    // A card's picture needs these alone (src/blocks/shared/media.ts): its image sizes are left unread.
    populate: { media: { url: true, filename: true, width: true, height: true, alt: true, mimeType: true } },
  })
  return {
    items: result.docs.map((story) => ({
      id: story.id,
      title: story.title,
      path: story.path,
      excerpt: story.excerpt,
      publishedAt: story.publishedAt,
      updatedAt: story.updatedAt,
      image: typeof story.image === 'object' ? story.image : null,
    })),
    page: result.page ?? page,
    totalPages: Math.max(1, result.totalPages),
    totalItems: result.totalDocs,
  }
}

export function listStories({
  locale,
  page = 1,
  limit = contentListLimit,
}: {
  locale: Locale
  page?: number
  limit?: number
}): Promise<ContentPage<StoryCard>> {
  return findStories(locale, listed, limit, page)
}

/**
 * The stories after a story in the list (older ones), continuing from the newest at the end: publishing a story
 * changes the related stories of the few just before it only, never every story page (issue #34).
 */
export async function relatedStories({
  locale,
  story,
  count = relatedStoriesCount,
}: {
  locale: Locale
  story: { id: number; publishedAt: string }
  count?: number
}): Promise<StoryCard[]> {
  const after: Where = {
    and: [
      // The same stories, with a bound an index on the date can start from: PostgreSQL cannot start a scan at an
      // `or`, so it read the list from the newest story down to this one (10,000 stories: ~6,000 rows for one in the
      // middle, issue #34).
      { publishedAt: { less_than_equal: story.publishedAt } },
      {
        or: [
          { publishedAt: { less_than: story.publishedAt } },
          { and: [{ publishedAt: { equals: story.publishedAt } }, { id: { less_than: story.id } }] },
        ],
      },
    ],
  }
  const { items } = await findStories(locale, { and: [listed, after] }, count, 1, false)
  if (items.length >= count) return items
  const shown = [story.id, ...items.map(({ id }) => id)]
  const wrapped = await findStories(
    locale,
    { and: [listed, { id: { not_in: shown } }] },
    count - items.length,
    1,
    false,
  )
  return [...items, ...wrapped.items]
}

/** How many pages the stories list has (at least one, the empty list). */
export async function storiesListPages(limit = contentListLimit): Promise<number> {
  const payload = await payloadClient()
  const { totalDocs } = await payload.count({ collection: 'stories', ...readable(listed) })
  return listPageCount(totalDocs, limit)
}
