// Where an entry lives: §2 translated paths, stories under /stories, the locale prefix rule.
import { storiesPath } from '@/i18n/canonical'
import { type Locale, localizedHref } from '@/i18n/locales'

export type EntryCollection = 'pages' | 'stories'

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
