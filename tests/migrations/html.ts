// The site's HTML of a migrated database, made comparable across builds (issue #31): each seeded URL's title,
// canonical and hreflang links and its <main>, without scripts, build asset names or row ids.

/** Every URL the sitemap lists in these locales, plus the noindex block gallery and the stories lists. */
export async function seededUrls(base: string, locales: readonly string[]): Promise<string[]> {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text()
  const prefixOf = (locale: string) => (locale === 'en-gb' ? '' : `/${locale}`)
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1]!).pathname)
    .filter((path) => {
      const first = path.split('/')[1] ?? ''
      const locale = locales.find((candidate) => candidate === first) ?? 'en-gb'
      return locales.includes(locale) && (locale !== 'en-gb' || !/^\/[a-z]{2}-[a-z]{2}(\/|$)/.test(path))
    })
  const extra = locales.flatMap((locale) =>
    ['/stories', '/block-gallery', '/stories/block-gallery'].map((path) => `${prefixOf(locale)}${path}`),
  )
  return [...new Set([...paths, ...extra])].sort()
}

export function comparableHtml(html: string): string {
  const head = html.slice(0, html.indexOf('</head>'))
  const kept = [
    ...head.matchAll(
      /<title>[^<]*<\/title>|<link rel="(?:canonical|alternate)"[^>]*>|<meta name="robots"[^>]*>/g,
    ),
  ].map((match) => match[0])
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>') + '</main>'.length)
  return [...kept, main]
    .join('\n')
    .replaceAll(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replaceAll(/\/_next\/static\/[^"'\s)]+/g, '/_next/static/…')
    .replaceAll(/\b[0-9a-f]{24}\b/g, '{id}')
}

/** A/B tests (§3 testVariationId) keep each visitor on one arm by cookie: these keep a reader on the original. */
const originalArms = Array.from({ length: 50 }, (_, index) =>
  ['pages', 'stories'].map((collection) => `cms_ab_${collection}_${index + 1}=original`).join('; '),
).join('; ')

/** Each URL's comparable HTML; `arms` adds `url cookie` pairs read with that A/B cookie instead. */
export async function siteHtml(
  base: string,
  urls: readonly string[],
  arms: readonly (readonly [string, string])[] = [],
): Promise<Record<string, string>> {
  const pages: Record<string, string> = {}
  const reads = [...urls.map((url) => [url, originalArms] as const), ...arms]
  for (const [url, cookie] of reads) {
    const response = await fetch(`${base}${url}`, { redirect: 'manual', headers: { cookie } })
    pages[cookie === originalArms ? url : `${url} ${cookie}`] =
      `${response.status}\n${comparableHtml(await response.text())}`
  }
  return pages
}
