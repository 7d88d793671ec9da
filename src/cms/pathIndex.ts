import 'server-only'

// Every URL path the site answers in each locale, for the router's 404 decision (published entries only).
import { defaultLocale, type Locale, routingLocales } from '@/i18n/locales'

import { publishedEntries } from './content'
import { storiesListPages, storiesPagePath } from './contentList'
import { type EntryCollection, entryPath } from './entryUrl'

export type PathIndex = Record<Locale, string[]>

/** Pages that exist but must answer 404 (§2: /404 is the not-found page itself). */
const statusPages = new Set(['/404'])

export async function buildPathIndex(): Promise<PathIndex> {
  const index = Object.fromEntries(routingLocales.map((locale) => [locale, new Set(['/stories'])])) as Record<
    Locale,
    Set<string>
  >
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
