// Where the stories dialog reads the newest stories of a locale (a cached route, src/app/stories/latest).
import { storiesPath } from '@/i18n/canonical'

export function latestStoriesPath(locale: string): string {
  return `${storiesPath}/latest/${locale}.json`
}
