// Where an entry lives: §2 translated paths, stories under /stories, the locale prefix rule, the stories list's pages.
import { storiesPath } from '@/i18n/canonical'
import { type Locale, localizedHref, type StoriesLocale } from '@/i18n/locales'

export type EntryCollection = 'pages' | 'stories'
export type VariantCollection = 'page-variants' | 'story-variants'

/** Each entry collection's A/B variations and personalisation variants (issue #9). */
export const variantCollectionOf = {
  pages: 'page-variants',
  stories: 'story-variants',
} as const satisfies Record<EntryCollection, VariantCollection>

/** §9 "Default content list limit: 30". */
export const contentListLimit = 30

/** How many more stories a story ends with (src/cms/contentList.ts relatedStories). */
export const relatedStoriesCount = 3

/** An entry's key in the router's indexes and the A/B cookie ('pages:12'). */
export const entryKeyOf = (collection: EntryCollection, id: number | string) => `${collection}:${id}`

/** The unprefixed URL path of an entry path ('/photobooks' for pages, a slug for stories). */
export function entryPath(collection: EntryCollection, path: string): string {
  return collection === 'stories' ? `${storiesPath}/${path}` : path
}

/** The public URL path of an entry in a locale (§2: /{locale} prefix except en-gb). */
export function entryHref(collection: EntryCollection, locale: Locale, path: string): string {
  return localizedHref(locale, entryPath(collection, path))
}

/** The route path behind the router's rewrite, as revalidatePath expects it: /{locale}/… always. */
export function entryRoutePath(collection: EntryCollection, locale: Locale, path: string): string {
  const tail = collection === 'stories' ? `${storiesPath}/${path}` : path === '/' ? '' : path
  return `/${locale}${tail}`
}

/** The stories list's URL path for a page: /stories, then /stories/page/2, /stories/page/3 … */
export function storiesPagePath(page: number): string {
  return page <= 1 ? storiesPath : `${storiesPath}/page/${page}`
}

/** How many pages a list of `count` entries takes (at least one, the empty list). */
export function listPageCount(count: number, limit = contentListLimit): number {
  return Math.max(1, Math.ceil(count / limit))
}

/** Where a stories locale's feed lives: /stories/feed.xml, /sv-se/stories/feed.xml … (§2 URL shape). */
export function storiesFeedPath(locale: StoriesLocale): string {
  return localizedHref(locale, `${storiesPath}/feed.xml`)
}
