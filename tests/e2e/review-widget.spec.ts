// §1, §4 review widget: configured for the test server (playwright.config.ts), its script is requested only after
// the visitor allows marketing, never before and never for the other categories. The hosted script is faked at
// its boundary; the Reviews block is on the block gallery page.
import { expect, type Page, test } from '@playwright/test'

import { blockGalleryPagePath } from '../../src/cms/seed/blockGalleryPaths'
import { reviewWidgetScriptUrl } from '../../src/services/reviews-widget/trustpilot'

// The fake bootstrap renders the containers present when it runs, as the real one does.
const fakeBootstrap = `(() => {
  const render = (element) => { element.dataset.rendered = 'true' }
  window.Trustpilot = { loadFromElement: render }
  document.querySelectorAll('.trustpilot-widget').forEach(render)
})()`

/** Answers the widget's script with the fake, and the other providers' with nothing: no test leaves the machine. */
async function fakeProviders(page: Page): Promise<string[]> {
  const requested: string[] = []
  await page.route('https://widget.trustpilot.com/**', (route) => {
    requested.push(route.request().url())
    return route.fulfill({ contentType: 'text/javascript', body: fakeBootstrap })
  })
  for (const provider of ['https://widget.intercom.io/**', 'https://www.googletagmanager.com/**']) {
    await page.route(provider, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }))
  }
  return requested
}

/** Switches the given categories on in the footer's cookie settings and saves. */
async function allowInSettings(page: Page, categories: string[]) {
  await page.getByRole('button', { name: 'Cookie settings' }).click()
  const settings = page.getByRole('dialog', { name: 'Cookie settings' })
  // Clicks, not focus and Space: the banner focuses its dialog when the opening transition ends, which could land
  // between a key's down and up and lose the toggle (seen once in CI).
  for (const category of categories) await settings.getByRole('checkbox', { name: category }).check()
  await settings.getByRole('button', { name: 'Save choices' }).click()
  await expect(settings).toBeHidden()
}

test('the review widget loads only once marketing is allowed', async ({ page }) => {
  test.setTimeout(120_000)
  const requested = await fakeProviders(page)
  const widgets = page.locator('.trustpilot-widget')

  await page.goto(blockGalleryPagePath)
  await page.getByRole('dialog', { name: 'We use cookies' }).waitFor()
  // The server-rendered reviews are there; the widget is not, before any choice.
  await expect(page.getByRole('heading', { name: 'What our customers say' }).first()).toBeVisible()
  await page.waitForTimeout(300)
  expect(requested, 'before any choice').toEqual([])
  await expect(widgets).toHaveCount(0)

  await page.getByRole('button', { name: 'Only necessary' }).click()
  await page.waitForTimeout(800)
  expect(requested, 'after "Only necessary"').toEqual([])

  await allowInSettings(page, ['Preferences', 'Statistics'])
  await page.waitForTimeout(800)
  expect(requested, 'with everything but marketing').toEqual([])
  await expect(widgets).toHaveCount(0)

  await allowInSettings(page, ['Marketing'])
  await expect.poll(() => requested).toEqual([reviewWidgetScriptUrl])
  const widget = widgets.first()
  await expect(widget).toHaveAttribute('data-rendered', 'true')
  await expect(widget).toHaveAttribute('data-businessunit-id', 'reviews-e2e')
  await expect(widget).toHaveAttribute('data-template-id', 'template-e2e')
  await expect(widget).toHaveAttribute('data-locale', 'en-GB')
})

test('declining keeps the review widget away on this page and the next', async ({ page }) => {
  test.setTimeout(120_000)
  const requested = await fakeProviders(page)
  await page.goto(blockGalleryPagePath)
  await page.getByRole('button', { name: 'Only necessary' }).click()
  await page.reload()
  await expect(page.getByRole('heading', { name: 'What our customers say' }).first()).toBeVisible()
  await page.waitForTimeout(800)
  expect(requested).toEqual([])
  await expect(page.locator('.trustpilot-widget')).toHaveCount(0)
})
