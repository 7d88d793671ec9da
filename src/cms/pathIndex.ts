import 'server-only'

// Every URL path the site answers in each locale, for the router's 404 decision (published entries only).
import { storiesPath } from '@/i18n/canonical'
import { defaultLocale, type Locale, routingLocales } from '@/i18n/locales'

import { publishedEntries } from './content'
import { storiesListPages, storiesPagePath } from './contentList'
import { type EntryCollection, entryHref, entryPath } from './entryUrl'

export type PathIndex = Record<Locale, string[]>
/** Per locale: the en-gb URL path of an entry translated there → its translated URL (§2). */
export type RedirectIndex = Record<Locale, Record<string, string>>

/** Pages that exist but must answer 404 (§2: /404 is the not-found page itself). */
const statusPages = new Set(['/404'])

export async function buildPathIndex(): Promise<PathIndex> {
  const index = Object.fromEntries(
    routingLocales.map((locale) => [locale, new Set([storiesPath])]),
  ) as Record<Locale, Set<string>>
  for (const collection of ['pages', 'stories'] as const satisfies EntryCollection[]) {
    for (const { paths } of await publishedEntries(collection)) {
      for (const locale of routingLocales) {
        // The entry's own path, and the en-gb path (shown as fallback or redirected to the translation, §2).
        for (const path of [paths[locale], paths[defaultLocale]]) {
          if (path && !(collection === 'pages' && statusPages.has(path)))
            index[locale].add(entryPath(collection, path))
        }
      }
    }
  }
  // The stories list's further pages (/stories/page/2 …): every locale lists the same stories (en-gb stands in).
  const storiesPages = await storiesListPages()
  for (let page = 2; page <= storiesPages; page += 1) {
    for (const locale of routingLocales) index[locale].add(storiesPagePath(page))
  }
  return Object.fromEntries(routingLocales.map((locale) => [locale, [...index[locale]].sort()])) as PathIndex
}

/**
 * §2: an en-gb path asked for in a locale where the entry has its own path moves there. The router answers these
 * itself, with the visitor's query string kept (§7 marketing parameters): a page route's redirect is cached with one
 * fixed target.
 */
export async function buildRedirectIndex(): Promise<RedirectIndex> {
  const index = Object.fromEntries(routingLocales.map((locale) => [locale, {}])) as RedirectIndex
  for (const collection of ['pages', 'stories'] as const satisfies EntryCollection[]) {
    for (const { paths } of await publishedEntries(collection)) {
      const original = paths[defaultLocale]
      if (!original) continue
      for (const locale of routingLocales) {
        const translated = paths[locale]
        if (translated && translated !== original)
          index[locale][entryPath(collection, original)] = entryHref(collection, locale, translated)
      }
    }
  }
  return index
}
