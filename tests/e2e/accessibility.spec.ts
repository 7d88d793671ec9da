// WCAG 2.2 AA (axe) on every seeded route in three locales, and the keyboard path through the page chrome.
import { expect, type Locator, type Page, test } from '@playwright/test'

import { pageCopy, storyCopy } from '../../src/cms/seed/copy'
import { defaultLocale, type Locale } from '../../src/i18n/locales'
import { axeViolations } from './support/axe'
import { consentBannerSettled } from './support/consent'

const locales = ['en-gb', 'sv-se', 'de-de'] as const satisfies readonly Locale[]

function urls(locale: (typeof locales)[number]): string[] {
  const prefix = locale === defaultLocale ? '' : `/${locale}`
  const pages = Object.values(pageCopy).map(
    (copies) => `${prefix}/${copies[locale].path}`.replace(/\/$/, '') || '/',
  )
  return [...pages, `${prefix}/stories`, `${prefix}/stories/${storyCopy.travelBook[locale].path}`]
}

for (const locale of locales) {
  test(`${locale}: no axe violations on any seeded page`, async ({ page }) => {
    test.setTimeout(120_000)
    for (const url of urls(locale)) {
      await page.goto(url)
      // The consent banner is part of every first visit: check it too, once it has faded in.
      await consentBannerSettled(page)
      expect(await axeViolations(page), url).toEqual([])
    }
  })
}

// The check itself: it reports what it should, in the page and in a frame of the page (legacy mode, support/axe.ts).
test('the axe check reports an image without alt text, in the page and in a frame', async ({ page }) => {
  await page.goto('/photobooks')
  await page.locator('main').evaluate((main) => {
    main.append(Object.assign(document.createElement('img'), { src: '/favicon.ico' }))
    const frame = Object.assign(document.createElement('iframe'), { title: 'Frame' })
    frame.srcdoc = '<html lang="en"><body><main><img src="/favicon.ico"></main></body></html>'
    main.append(frame)
  })
  await expect(page.frameLocator('iframe[title="Frame"]').locator('img')).toBeAttached()
  expect(await axeViolations(page)).toContainEqual('image-alt: img[src$="favicon.ico"], iframe img')
})

/** Presses Tab until `target` has focus (at most `limit` times). */
async function tabTo(page: Page, target: Locator, limit = 30) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

test('keyboard only: the consent banner, the skip link, the main navigation and the language picker', async ({
  page,
}) => {
  await page.goto('/photobooks')
  // A first visit starts at the consent banner, which keeps focus until it is answered.
  const banner = page.getByRole('dialog', { name: 'We use cookies' })
  await expect(banner).toBeVisible()
  await tabTo(page, banner.getByRole('button', { name: 'Only necessary' }))
  await page.keyboard.press('Enter')
  await expect(banner).toBeHidden()

  await page.reload()
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page.locator('main')).toBeFocused()

  await page.reload()
  await tabTo(page, page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link').first())
  const picker = page.getByRole('banner').getByRole('button', { name: /Country or region/ })
  await tabTo(page, picker)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog', { name: 'Choose your country or region' })).toBeVisible()
})
