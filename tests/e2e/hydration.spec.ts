// src/blocks/RenderBlocks.tsx: every block is a hydration boundary of its own (React's Activity), and its HTML
// stays where the server put it: in the page, shown without JavaScript, never moved in later by a script.
import { readFileSync } from 'node:fs'

import { expect, test } from '@playwright/test'

import { compileHint } from '../../scripts/lib/staticAssets'
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

// scripts/lib/staticAssets.ts: Chrome compiles these off the main thread instead of in the page's first long task.
test("the framework's start-up scripts are served marked for eager compilation, the page's own are not", async ({
  request,
}) => {
  const html = await (await request.get('/')).text()
  const scripts = [...html.matchAll(/<script src="\/_next\/(static\/chunks\/[^"]+\.js)"/g)].map(
    ([, file]) => file ?? '',
  )
  const { rootMainFiles } = JSON.parse(readFileSync('.next/build-manifest.json', 'utf8')) as {
    rootMainFiles: string[]
  }
  expect(rootMainFiles.length).toBeGreaterThanOrEqual(3)
  const own = scripts.filter((file) => !rootMainFiles.includes(file))
  expect(own.length).toBeGreaterThan(0)
  for (const file of [...rootMainFiles, ...own]) {
    const response = await request.get(`/_next/${file}`, { headers: { 'accept-encoding': 'br' } })
    expect(response.headers()['content-encoding'], file).toBe('br')
    expect((await response.text()).startsWith(compileHint), file).toBe(rootMainFiles.includes(file))
  }
})
