// §2 "Global dialogs": the payment provider's supported countries, from the data API's payment options (seeded),
// opened from the footer or by ?dialog=payment-countries, named in the visitor's language; Escape closes it.
import { expect, test } from '@playwright/test'

test('?dialog=payment-countries lists the provider’s countries in the visitor’s language', async ({
  page,
}) => {
  await page.goto('/sv-se/photobooks?dialog=payment-countries')
  const dialog = page.getByRole('dialog', { name: 'Här kan du betala online' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('Klarna')
  await expect(dialog.getByRole('listitem')).toHaveCount(12)
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Storbritannien' })).toHaveCount(1)
})

test('the footer opens it; Escape closes it and gives focus back', async ({ page }) => {
  await page.goto('/de-de/photobooks')
  await page.getByRole('button', { name: /nur notwendige|only necessary/i }).click()
  const opener = page.getByRole('contentinfo').getByRole('button', { name: 'Online bezahlen' })
  await opener.click()
  const dialog = page.getByRole('dialog', { name: 'Wo du online bezahlen kannst' })
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Deutschland' })).toHaveCount(1)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
})
