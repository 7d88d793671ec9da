// The embedded consent banner fades in: checks that read colours (axe contrast) wait until it has.
import { expect, type Page } from '@playwright/test'

export async function consentBannerSettled(page: Page): Promise<void> {
  await page.getByRole('dialog', { name: /cookies/i }).waitFor()
  await expect(page.locator('#cc-main .cm')).toHaveCSS('opacity', '1')
}
