// §2 "Global dialogs": the stories dialog opens from the footer and by ?dialog=stories, lists the newest stories of
// the visitor's locale, keeps focus inside and closes on Escape, giving focus back.
import { expect, test } from '@playwright/test'

import { storyCopy } from '../../src/cms/seed/copy'

test('the footer opens the stories dialog with the locale’s newest stories; Escape closes it', async ({
  page,
}) => {
  await page.goto('/sv-se/photobooks')
  // Answer the consent banner first: it keeps focus until answered.
  await page.getByRole('button', { name: /endast nödvändiga|only necessary/i }).click()
  const opener = page.getByRole('contentinfo').getByRole('button', { name: 'Senaste berättelserna' })
  await opener.click()
  const dialog = page.getByRole('dialog', { name: 'Senaste berättelserna' })
  await expect(dialog).toBeVisible()
  for (const story of Object.values(storyCopy)) {
    await expect(dialog.getByRole('link', { name: story['sv-se'].title })).toHaveAttribute(
      'href',
      `/sv-se/stories/${story['sv-se'].path}`,
    )
  }
  // Focus stays inside while tabbing.
  for (let presses = 0; presses < 8; presses += 1) {
    await page.keyboard.press('Tab')
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
})

test('a marketing link opens the stories dialog with ?dialog=stories', async ({ page }) => {
  await page.goto('/?dialog=stories')
  await expect(page.getByRole('dialog', { name: 'Latest stories' })).toBeVisible()
  await expect(
    page.getByRole('dialog', { name: 'Latest stories' }).getByRole('link', { name: 'See all stories' }),
  ).toHaveAttribute('href', '/stories')
})
