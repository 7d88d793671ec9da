// No broken links: linkinator crawls the site from / (hreflang alternates included).
import { expect, test } from '@playwright/test'
import { LinkChecker } from 'linkinator'

import { baseURL } from '../../playwright.config'

test('every link on the site resolves', async () => {
  test.setTimeout(300_000)
  const checker = new LinkChecker()
  const result = await checker.check({ path: `${baseURL}/`, recurse: true, concurrency: 8, timeout: 20_000 })
  const broken = result.links
    .filter((link) => link.state === 'BROKEN')
    .map((link) => `${link.status} ${link.url} (from ${link.parent})`)
  expect(broken).toEqual([])
  expect(result.links.length).toBeGreaterThan(100)
})
