// The stories feed advertised in a page's head (<link rel="alternate" type="application/atom+xml">), §2 stories locales.
import { isStoriesLocale, type Locale } from '@/i18n/locales'

import { storiesFeedPath } from '@/cms/entryUrl'

export function feedLink(locale: Locale, siteUrl: string): Record<string, string> | undefined {
  return isStoriesLocale(locale)
    ? { 'application/atom+xml': `${siteUrl}${storiesFeedPath(locale)}` }
    : undefined
}
