// §8 editor messages in the admin: an EmbedVideo whose url lacks '/embed/' is refused with the exact message.
import { expect, test } from '@playwright/test'

const editor = { email: 'editor@lumibook.example', password: 'e2e-editor-password' }

test('saving an EmbedVideo without /embed/ shows the §8 message, and a correct url saves', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const found = await (await request.get('/api/pages?where[path][equals]=/photoprints&depth=0')).json()
  const id = found.docs[0].id as number

  await page.goto('/admin/login')
  await page.locator('#field-email').fill(editor.email)
  await page.locator('#field-password').fill(editor.password)
  await page.getByRole('button', { name: /log ?in/i }).click()
  await page.waitForURL(/\/admin(?!\/login)/)

  await page.goto(`/admin/collections/pages/${id}`)
  await page
    .getByRole('button', { name: /add layout/i })
    .last()
    .click()
  await page.getByRole('button', { name: 'Video embed', exact: true }).click()
  const url = page.locator('input[id$="__url"]').last()
  await url.fill('https://www.youtube.com/watch?v=abc')
  // Let the draft autosave settle; publishing is what validates.
  await expect(page.getByText(/last saved/i).first()).toBeVisible({ timeout: 30_000 })
  await page.waitForTimeout(2_500)
  await page.getByRole('button', { name: /publish changes/i }).click()
  await expect(page.getByText('Your video need to contain "embed" to work').first()).toBeVisible({
    timeout: 30_000,
  })

  await url.fill('https://www.youtube-nocookie.com/embed/abc')
  await page.getByRole('button', { name: /publish changes/i }).click()
  await expect(page.getByText(/published successfully|updated successfully/i).first()).toBeVisible({
    timeout: 30_000,
  })
})
