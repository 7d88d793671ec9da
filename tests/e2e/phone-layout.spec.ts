// §9 breakpoints, phone (390 × 844): the header is one compact row, logo and a menu button that discloses the
// navigation and the region choice (aria-expanded, Escape closes and returns focus), and the home hero's heading
// and call to action are on the first screen, above the consent banner. The desktop header is unchanged.
import { expect, test } from '@playwright/test'

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('the header is one row; the menu button discloses navigation and region', async ({ page }) => {
    await page.goto('/')
    const header = page.getByRole('banner')
    const brand = header.getByRole('link', { name: /front page/ })
    const menu = header.getByRole('button', { name: 'Menu' })
    const navigation = header.getByRole('navigation', { name: 'Main navigation' })
    const region = header.getByRole('button', { name: /Country or region/ })
    const [headerBox, brandBox, menuBox] = await Promise.all([
      header.boundingBox(),
      brand.boundingBox(),
      menu.boundingBox(),
    ])
    expect(headerBox!.height).toBeLessThanOrEqual(72)
    expect(Math.abs(brandBox!.y + brandBox!.height / 2 - (menuBox!.y + menuBox!.height / 2))).toBeLessThan(4)
    await expect(navigation).toBeHidden()
    await expect(region).toBeHidden()
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(menu).toHaveAttribute('aria-controls', /.+/)

    await page.getByRole('button', { name: /only necessary/i }).click()
    await menu.click()
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await expect(navigation).toBeVisible()
    await expect(region).toBeVisible()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Escape')
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(menu).toBeFocused()
    await expect(navigation).toBeHidden()

    // The region choice from the menu opens the picker and gives focus back to it.
    await menu.click()
    await region.click()
    const picker = page.getByRole('dialog', { name: 'Choose your country or region' })
    await expect(picker).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(picker).toBeHidden()
    await expect(region).toBeFocused()
  })

  test('the home hero’s heading and call to action are on the first screen, above the consent banner', async ({
    page,
  }) => {
    await page.goto('/')
    const banner = page.getByRole('dialog', { name: /cookies/i })
    await banner.waitFor()
    const hero = page.locator('main section').first()
    const heading = hero.getByRole('heading', { level: 1 })
    const action = hero.getByRole('link').first()
    const bannerTop = (await banner.boundingBox())!.y
    for (const element of [heading, action]) {
      const box = (await element.boundingBox())!
      expect(box.y).toBeGreaterThanOrEqual(0)
      expect(box.y + box.height).toBeLessThanOrEqual(Math.min(bannerTop, 844))
    }
  })
})

test('on a desktop the header shows navigation and region in its row, with no menu button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  const header = page.getByRole('banner')
  await expect(header.getByRole('button', { name: 'Menu' })).toBeHidden()
  await expect(header.getByRole('navigation', { name: 'Main navigation' })).toBeVisible()
  await expect(header.getByRole('button', { name: /Country or region/ })).toBeVisible()
  expect((await header.boundingBox())!.height).toBeLessThanOrEqual(72)
})
