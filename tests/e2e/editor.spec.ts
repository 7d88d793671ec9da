// An editor logs in at /admin, edits a page, publishes, and the public page shows the change.
import { expect, test } from '@playwright/test'

import { editor, publishChanges } from './support/admin'

test('an unauthenticated REST write is refused', async ({ request }) => {
  const response = await request.post('/api/pages', { data: { title: 'Intruder', path: '/intruder' } })
  expect(response.status()).toBe(403)
  const listed = await (await request.get('/api/pages?where[path][equals]=/intruder')).json()
  expect(listed.totalDocs).toBe(0)
})

test('the public REST API shows published content only', async ({ request }) => {
  const drafts = await (await request.get('/api/pages?draft=true&where[_status][equals]=draft')).json()
  expect(drafts.totalDocs).toBe(0)
})

test('an editor logs in, edits a page, publishes, and the public page changes', async ({ page, request }) => {
  test.setTimeout(180_000)
  const found = await (await request.get('/api/pages?where[path][equals]=/photoprints&depth=0')).json()
  const id = found.docs[0].id as number

  await page.goto('/admin/login')
  await page.locator('#field-email').fill(editor.email)
  await page.locator('#field-password').fill(editor.password)
  await page.getByRole('button', { name: /log ?in/i }).click()
  await page.waitForURL(/\/admin(?!\/login)/)

  const title = `Photo prints, freshly edited ${Date.now()}`
  await page.goto(`/admin/collections/pages/${id}`)
  const titleField = page.locator('#field-title')
  await titleField.fill(title)
  await publishChanges(page)

  await expect(async () => {
    await page.goto('/photoprints')
    await expect(page).toHaveTitle(new RegExp(title))
  }).toPass({ timeout: 30_000 })
})
