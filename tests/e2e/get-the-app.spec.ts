// §2 global dialogs: get-the-app opens from the footer and by ?dialog=, with store links that keep the visitor's
// query parameters and, on desktop, a QR code of the app-download link; Escape closes it.
import { expect, test } from '@playwright/test'

test('opens from the footer; store links keep the query; QR code on desktop; Escape closes', async ({
  page,
}) => {
  await page.goto('/photobooks?utm_source=newsletter')
  // Answer the consent banner first: it takes focus when it appears, which would race the dialog's focus return.
  await page.getByRole('button', { name: /only necessary/i }).click()
  const opener = page.getByRole('contentinfo').getByRole('button', { name: 'Get the app' })
  await opener.click()
  const dialog = page.getByRole('dialog', { name: 'Get the app' })
  await expect(dialog).toBeVisible()
  for (const name of ['Download on the App Store', 'Get it on Google Play']) {
    expect(await dialog.getByRole('link', { name }).getAttribute('href')).toContain('utm_source=newsletter')
  }
  const qr = dialog.getByRole('img', { name: /Scan with your phone/ })
  await expect(qr).toBeVisible()
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
})

test('a marketing link opens it in the visitor’s language', async ({ page }) => {
  await page.goto('/it-it?dialog=get-the-app')
  await expect(page.getByRole('dialog', { name: "Scarica l'app" })).toBeVisible()
})
