// Issue #31: the Chromium the tests run. Its settings are the test suite's own, so they are checked like code: the
// popup it would open in every window stays off, and what Playwright turns off stays off.
import { readFileSync } from 'node:fs'

import { chromium, expect, test } from '@playwright/test'

import { browserLaunchOptions, playwrightDisabledFeatures } from '../../playwright.config'

const disableFeatures = '--disable-features='

test('each new context opens its page and nothing else: no address-bar popup, no spare renderer', async ({
  browser,
}) => {
  const context = await browser.newContext()
  await (await context.newPage()).goto('/photobooks')
  const session = await browser.newBrowserCDPSession()
  const { targetInfos } = await session.send('Target.getTargets')
  expect(targetInfos.filter((target) => target.type === 'browser_ui').map((target) => target.url)).toEqual([])
  const { processInfo } = await session.send('SystemInfo.getProcessInfo')
  // The page's renderer only: none kept spare beside it (playwright.config.ts says why).
  expect(processInfo.filter((info) => info.type === 'renderer')).toHaveLength(1)
  await context.close()
})

test('the last --disable-features (the one Chromium reads) keeps every feature Playwright turns off', async () => {
  const server = await chromium.launchServer({ ...browserLaunchOptions, headless: true })
  try {
    // /usr/bin/chromium is Debian's script, which execs the browser in its own process.
    const argv = readFileSync(`/proc/${server.process().pid}/cmdline`, 'utf8').split('\0')
    const lists = argv.flatMap((arg) =>
      arg.startsWith(disableFeatures) ? [arg.slice(disableFeatures.length).split(',')] : [],
    )
    expect(lists.length).toBeGreaterThanOrEqual(2)
    const [playwrights, read] = [lists[0] ?? [], lists.at(-1) ?? []]
    expect(playwrights).toEqual(playwrightDisabledFeatures)
    expect(read).toEqual(expect.arrayContaining(playwrights))
  } finally {
    await server.close()
  }
})
