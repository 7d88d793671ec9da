// Issue #31: records the comparable HTML (./html.ts) of every seeded URL in the 12 locales from a running site, or
// compares two recordings. Made for a squash of the migrations: record the old build on the recorded database, then
// the new build on a copy the new migrations upgraded, and compare.
//   npx tsx tests/migrations/site-html.ts record <base URL> <out.json>
//   npx tsx tests/migrations/site-html.ts compare <before.json> <after.json>
import { readFileSync, writeFileSync } from 'node:fs'

import { routingLocales } from '../../src/i18n/locales'
import { seededUrls, siteHtml } from './html'

const [command, first, second] = process.argv.slice(2)
if (command === 'record' && first && second) {
  const urls = await seededUrls(first, routingLocales)
  // The recorded database's every-block page and story have an A/B variation each: read them too.
  const pages = await siteHtml(first, urls, [
    ['/every-block', 'cms_ab_pages_10=1'],
    ['/stories/every-block', 'cms_ab_stories_5=1'],
  ])
  writeFileSync(second, JSON.stringify(pages))
  console.log(`Recorded ${Object.keys(pages).length} pages into ${second}`)
} else if (command === 'compare' && first && second) {
  const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>
  const [before, after] = [read(first), read(second)]
  const origin = (pages: Record<string, string>) =>
    /href="(https?:\/\/[^/"]+)/.exec(Object.values(pages)[0] ?? '')?.[1]
  const [from, to] = [origin(before), origin(after)]
  const differing = Object.keys(before).filter(
    (url) => before[url]!.replaceAll(from ?? '', '{site}') !== after[url]?.replaceAll(to ?? '', '{site}'),
  )
  const added = Object.keys(after).filter((url) => !(url in before))
  console.log(`${Object.keys(before).length} pages: ${differing.length} differ, ${added.length} new`)
  for (const url of [...differing, ...added]) console.log(`  ${url}`)
  process.exit(differing.length + added.length ? 1 : 0)
} else {
  console.error('usage: site-html.ts record <base URL> <out.json> | compare <before.json> <after.json>')
  process.exit(2)
}
