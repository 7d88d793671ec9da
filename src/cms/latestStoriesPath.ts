// Where the stories dialog reads the newest stories of a locale (a cached route, src/app/stories/latest).
export function latestStoriesPath(locale: string): string {
  return `/stories/latest/${locale}.json`
}
