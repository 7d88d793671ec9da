// Where a stories locale's feed lives: /stories/feed.xml, /sv-se/stories/feed.xml … (§2 URL shape).
import { storiesPath } from '@/i18n/canonical'
import { localizedHref, type StoriesLocale } from '@/i18n/locales'

export function storiesFeedPath(locale: StoriesLocale): string {
  return localizedHref(locale, `${storiesPath}/feed.xml`)
}
