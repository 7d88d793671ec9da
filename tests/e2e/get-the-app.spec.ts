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

test('the links carry the landing page’s parameters after the visitor moves on', async ({ page }) => {
  await page.goto('/?utm_source=news&utm_campaign=spring')
  await page.getByRole('button', { name: /only necessary/i }).click()
  // §7: a page without a query keeps the saved one; its links carry the landing page's parameters.
  await page.goto('/photobooks')
  await page.getByRole('contentinfo').getByRole('button', { name: 'Get the app' }).click()
  const dialog = page.getByRole('dialog', { name: 'Get the app' })
  for (const name of ['Download on the App Store', 'Get it on Google Play']) {
    const href = new URL((await dialog.getByRole('link', { name }).getAttribute('href'))!)
    expect(href.searchParams.get('utm_source')).toBe('news')
    expect(href.searchParams.get('utm_campaign')).toBe('spring')
  }
  // The general text, since the footer's opener is not a product page's.
  await expect(dialog).toContainText('Make photo books and prints right from the photos on your phone.')
})

test('the default app-download link is no 404: a phone goes to its store, a desktop to the dialog', async ({
  page,
  playwright,
}) => {
  const phone = await playwright.request.newContext({
    baseURL: test.info().project.use.baseURL,
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  })
  const iPhone = await phone.get('/app?utm_source=qr', { maxRedirects: 0 })
  expect(iPhone.status()).toBe(302)
  expect(iPhone.headers().location).toMatch(/^https:\/\/apps\.apple\.com\/.*utm_source=qr/)
  await phone.dispose()

  await page.goto('/app?utm_source=qr')
  await expect(page.getByRole('dialog', { name: 'Get the app' })).toBeVisible()
  await expect(page).toHaveURL(/\/\?utm_source=qr$/)
})

test('a product page’s own opener opens the dialog with the product page’s text', async ({
  page,
  request,
}) => {
  const login = await request.post('/api/users/login', {
    data: { email: 'editor@lumibook.example', password: 'e2e-editor-password' },
  })
  const headers = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  const path = `/e2e-product-${Date.now()}`
  const created = await request.post('/api/pages?locale=en-gb', {
    headers,
    data: { title: 'A product', path, productPage: true, _status: 'published', layout: [] },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const { doc } = (await created.json()) as { doc: { id: number } }
  try {
    // The router learns of new paths within 5 s.
    await expect
      .poll(async () => (await request.get(path)).status(), { timeout: 10_000, intervals: [500] })
      .toBe(200)
    await page.goto(path)
    await page.getByRole('button', { name: /only necessary/i }).click()
    await page.getByRole('main').getByRole('button', { name: 'Get the app' }).click()
    const dialog = page.getByRole('dialog', { name: 'Get the app' })
    await expect(dialog).toContainText('Finish this one on your phone: the app has all your photos at hand.')
    await expect(page.getByRole('dialog')).toHaveCount(1)
    // Issue #30: a marketing link to the product page opens the product page's dialog too.
    await page.goto(`${path}?dialog=get-the-app`)
    await expect(dialog).toContainText('Finish this one on your phone: the app has all your photos at hand.')
    await expect(page.getByRole('dialog')).toHaveCount(1)
  } finally {
    await request.delete(`/api/pages/${doc.id}`, { headers })
  }
})
