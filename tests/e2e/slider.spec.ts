// The shared slider in the browser (block gallery): Embla, imported after mount, moves the slides from the
// arrows and the keyboard, and the dots follow.
import { expect, test } from '@playwright/test'

import { blockGalleryPagePath } from '../../src/cms/seed/blockGalleryPaths'

test('a slider moves on Next and on the arrow keys, and its dots follow', async ({ page }) => {
  await page.goto(blockGalleryPagePath)
  await page.getByRole('button', { name: 'Only necessary' }).click()
  const slider = page
    .locator('[aria-roledescription="carousel"]')
    .filter({ has: page.getByRole('button', { name: 'Next slide' }) })
    .first()
  await slider.scrollIntoViewIfNeeded()
  await expect(slider).toHaveAttribute('data-ready', 'true')
  const dot = (n: number) => slider.getByRole('button', { name: `Go to slide ${n}` })
  await expect(dot(1)).toHaveAttribute('aria-current', 'true')

  await slider.getByRole('button', { name: 'Next slide' }).click()
  await expect(dot(2)).toHaveAttribute('aria-current', 'true')
  await expect(dot(1)).not.toHaveAttribute('aria-current', 'true')

  await dot(2).focus()
  await page.keyboard.press('ArrowLeft')
  await expect(dot(1)).toHaveAttribute('aria-current', 'true')
})

test('a slider far below the fold starts Embla only when a visitor scrolls near it', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 })
  await page.goto(blockGalleryPagePath)
  const slider = page.locator('[aria-roledescription="carousel"]').last()
  // Measuring every slide forces layouts: none of that in the page's start-up for a slider screens away.
  await page.waitForLoadState('networkidle')
  await expect(slider).not.toHaveAttribute('data-ready')
  await slider.scrollIntoViewIfNeeded()
  await expect(slider).toHaveAttribute('data-ready', 'true')
})
