// src/blocks/RenderBlocks.tsx: every block is a hydration boundary of its own (React's Activity), and its HTML
// stays where the server put it: in the page, shown without JavaScript, never moved in later by a script.
import { expect, test } from '@playwright/test'

import { blockGalleryPagePath } from '../../src/cms/seed/blockGalleryPaths'

for (const url of ['/', '/photobooks', blockGalleryPagePath]) {
  test(`${url}: each block is a boundary of its own, inline in the HTML`, async ({ request }) => {
    const html = await (await request.get(url)).text()
    const opened = html.match(/<!--&-->/g)?.length ?? 0
    expect(opened).toBeGreaterThanOrEqual(3)
    expect(html.match(/<!--\/&-->/g)).toHaveLength(opened)
    // Each holds its block's markup, not a placeholder for HTML sent later.
    expect(html.match(/<!--&--><[a-z]/g)).toHaveLength(opened)
    expect(html).not.toContain('<template id="B:')
    expect(html).not.toMatch(/<div hidden id="S:/)
  })
}

test('without JavaScript the last block of the block gallery is shown', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(blockGalleryPagePath)
  const sections = page.locator('main section')
  expect(await sections.count()).toBeGreaterThan(20)
  await expect(sections.last()).toBeVisible()
  await context.close()
})
