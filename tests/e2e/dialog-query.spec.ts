// §2 global dialogs: `?dialog=` opens a dialog once. It leaves the URL as soon as the dialog is open, so a reload
// or a region change never reopens it, and it is never kept in preservedQueryParams (§7).
import { expect, test } from '@playwright/test'

test('the dialog opens, ?dialog= leaves the URL, the rest stays; a reload does not reopen it', async ({
  page,
}) => {
  await page.goto('/photobooks?utm_source=news&dialog=get-the-app')
  const dialog = page.getByRole('dialog', { name: 'Get the app' })
  await expect(dialog).toBeVisible()
  await expect(page).toHaveURL(/\/photobooks\?utm_source=news$/)
  expect(await page.evaluate(() => sessionStorage.getItem('preservedQueryParams'))).toBe('utm_source=news')
  await page.reload()
  await page.getByRole('dialog', { name: /cookies/i }).waitFor()
  await page.waitForTimeout(800)
  await expect(dialog).toBeHidden()
  expect(await page.evaluate(() => sessionStorage.getItem('preservedQueryParams'))).toBe('utm_source=news')
})

test('a region change after a marketing dialog does not reopen it', async ({ page }) => {
  await page.goto('/?dialog=stories&utm_source=news')
  const stories = page.getByRole('dialog', { name: /stories/i })
  await expect(stories).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(stories).toBeHidden()
  await page.getByRole('button', { name: /only necessary/i }).click()
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Country or region/ })
    .click()
  await page
    .getByRole('dialog', { name: 'Choose your country or region' })
    .getByRole('button', { name: 'Sverige (Svenska)' })
    .click()
  await expect(page).toHaveURL(/\/sv-se\?utm_source=news$/)
  await page.waitForTimeout(800)
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('an unknown ?dialog= leaves the URL at once, and prevPath/currentPath never hold dialog= (issue #30)', async ({
  page,
}) => {
  await page.goto('/photobooks?dialog=no-such-dialog&utm_source=news')
  await expect(page).toHaveURL(/\/photobooks\?utm_source=news$/)
  await page.waitForTimeout(500)
  await expect(page.getByRole('dialog', { name: 'Get the app' })).toHaveCount(0)
  await page.goto('/photoprints?utm_source=news&dialog=newsletter')
  await expect(page.getByRole('dialog', { name: /newsletter/i })).toBeVisible()
  await expect(page).toHaveURL(/\/photoprints\?utm_source=news$/)
  const session = await page.evaluate(() => [
    sessionStorage.getItem('prevPath'),
    sessionStorage.getItem('currentPath'),
  ])
  expect(session).toEqual(['/photobooks?utm_source=news', '/photoprints?utm_source=news'])
})
