// §4 language/region picker from the header and the footer: events (§7), cookies (§5), the translated path
// (§2), and an accessible dialog (focus trap, Escape, focus returned), reachable by keyboard.
import { expect, type Page, test } from '@playwright/test'

const dataLayerEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? [])
      .map((entry) => entry.event)
      .filter(Boolean),
  )

test('from the header: choosing Sverige lands on the Swedish page, keeps the query and sets the cookies', async ({
  page,
  context,
}) => {
  await page.goto('/start-creating-photobooks?utm_source=newsletter')
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Country or region/ })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Choose your country or region' })
  await expect(dialog).toBeVisible()
  expect(await dataLayerEvents(page)).toContain('langpicker_header_open')
  await dialog.getByRole('button', { name: 'Sverige (Svenska)' }).click()
  await expect(page).toHaveURL(/\/sv-se\/borja-skapa-fotobocker\?utm_source=newsletter$/)
  const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie.value]))
  expect(cookies).toMatchObject({ country: 'se', NEXT_LOCALE: 'sv-se' })
})

test('from the footer: Escape closes it, returns focus and reports a close without change', async ({
  page,
}) => {
  await page.goto('/photobooks')
  // Answer the consent banner first: it takes focus when it appears, which would race the dialog's focus return.
  await page.getByRole('button', { name: /only necessary/i }).click()
  const opener = page.getByRole('contentinfo').getByRole('button', { name: /Country or region/ })
  await opener.click()
  const dialog = page.getByRole('dialog', { name: 'Choose your country or region' })
  await expect(dialog).toBeVisible()
  // Focus stays inside while the dialog is open.
  for (let presses = 0; presses < 15; presses += 1) {
    await page.keyboard.press('Tab')
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
  expect(await dataLayerEvents(page)).toEqual([
    'langpicker_footer_open',
    'langpicker_footer_close_without_changing_anything',
  ])
})

test('a marketing link opens the picker with ?dialog=language-picker', async ({ page }) => {
  await page.goto('/de-de?dialog=language-picker')
  await expect(page.getByRole('dialog', { name: 'Wähle dein Land oder deine Region' })).toBeVisible()
})
