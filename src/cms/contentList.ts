import 'server-only'

// The content list query (issue #9): published entries only (drafts never leak), newest first, the §9 default
// limit of 30 with explicit pages; used by the stories list, the stories dialog, the feeds and related stories.
import type { Where } from 'payload'

import { storiesPath } from '@/i18n/canonical'
import { defaultLocale, type Locale } from '@/i18n/locales'
import type { Media } from '@/payload-types'

import { payloadClient } from './content'

/** §9 "Default content list limit: 30". */
export const contentListLimit = 30

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

export async function listStories({
  locale,
  page = 1,
  limit = contentListLimit,
  excludeId,
}: {
  locale: Locale
  page?: number
  limit?: number
  excludeId?: number
}): Promise<ContentPage<StoryCard>> {
  const payload = await payloadClient()
  const result = await payload.find({
    collection: 'stories',
    locale,
    fallbackLocale: defaultLocale,
    where: excludeId === undefined ? listed : { and: [listed, { id: { not_equals: excludeId } }] },
    sort: '-publishedAt',
    limit,
    page,
    depth: 1,
    draft: false,
    overrideAccess: false,
    select: { title: true, path: true, excerpt: true, publishedAt: true, updatedAt: true, image: true },
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

/** The stories list's URL path for a page: /stories, then /stories/page/2, /stories/page/3 … */
export function storiesPagePath(page: number): string {
  return page <= 1 ? storiesPath : `${storiesPath}/page/${page}`
}

/** How many pages the stories list has (at least one, the empty list). */
export async function storiesListPages(limit = contentListLimit): Promise<number> {
  const payload = await payloadClient()
  const { totalDocs } = await payload.count({ collection: 'stories', where: listed, overrideAccess: false })
  return Math.max(1, Math.ceil(totalDocs / limit))
}
