// §2 "Global dialogs": the newsletter sign-up opens from the footer and by ?dialog=newsletter, keeps focus inside
// and closes on Escape; a sign-up with consent passes the embedded captcha (§1, solved in the browser) and stores
// exactly one subscription; an error keeps what the visitor typed.
import { expect, type APIRequestContext, type Page, test } from '@playwright/test'

import { editor } from './support/admin'
import { axeViolations, wcagTags } from './support/axe'

/** The stored subscriptions for an address, read through the CMS's REST API as the demo editor. */
async function subscriptions(request: APIRequestContext, email: string) {
  const login = await request.post('/api/users/login', { data: editor })
  const { token } = (await login.json()) as { token: string }
  const response = await request.get(
    `/api/newsletter-subscriptions?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
    { headers: { Authorization: `JWT ${token}` } },
  )
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { docs: { email: string; locale: string }[] }).docs
}

async function openFromFooter(page: Page) {
  await page.goto('/sv-se/photobooks')
  // Answer the consent banner first: it keeps focus until answered.
  await page.getByRole('button', { name: /endast nödvändiga|only necessary/i }).click()
  const opener = page.getByRole('contentinfo').getByRole('button', { name: 'Nyhetsbrev' })
  await opener.click()
  const dialog = page.getByRole('dialog', { name: 'Prenumerera på vårt nyhetsbrev' })
  await expect(dialog).toBeVisible()
  return { opener, dialog }
}

test('the footer opens the newsletter dialog; focus stays inside; Escape closes it', async ({ page }) => {
  const { opener, dialog } = await openFromFooter(page)
  await expect(dialog.getByLabel('E-postadress')).toBeVisible()
  for (let presses = 0; presses < 8; presses += 1) {
    await page.keyboard.press('Tab')
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
})

test('a marketing link opens the newsletter dialog with ?dialog=newsletter', async ({ page }) => {
  await page.goto('/?dialog=newsletter')
  const dialog = page.getByRole('dialog', { name: 'Sign up for our newsletter' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('Email address')).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Subscribe' })).toBeVisible()
})

test('the dialog checks the email and the consent before sending', async ({ page }) => {
  const { dialog } = await openFromFooter(page)
  let sent = 0
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/newsletter') sent += 1
  })
  await dialog.getByLabel('E-postadress').fill('inte-en-adress')
  await dialog.getByRole('button', { name: 'Prenumerera' }).click()
  await expect(dialog.getByText('Ange en giltig e-postadress, till exempel namn@exempel.se.')).toBeVisible()
  await expect(dialog.getByText('Kryssa i rutan för att bekräfta att du vill ha nyhetsbrevet.')).toBeVisible()
  await expect(dialog.getByLabel('E-postadress')).toBeFocused()
  await expect(dialog.getByLabel('E-postadress')).toHaveAttribute('aria-invalid', 'true')
  expect(sent).toBe(0)
})

test('a sign-up passes the captcha and stores exactly one subscription', async ({ page, request }) => {
  test.setTimeout(120_000)
  const email = `e2e-${Date.now()}@example.com`
  const { dialog } = await openFromFooter(page)
  await dialog.getByLabel('E-postadress').fill(email)
  await dialog.getByRole('checkbox', { name: /skicka nyhetsbrevet/ }).check()
  // Focusing the form starts the proof of work in a web worker; the widget fills its `captcha` field when done.
  await expect(dialog.locator('input[name="captcha"]')).toHaveValue(/.+/, { timeout: 90_000 })
  await dialog.getByRole('button', { name: 'Prenumerera' }).click()
  await expect(dialog.getByText('Tack! Nu prenumererar du på vårt nyhetsbrev.')).toBeVisible()
  expect(await subscriptions(request, email)).toEqual([expect.objectContaining({ email, locale: 'sv-se' })])
  // The public cannot read the list.
  expect((await request.get('/api/newsletter-subscriptions')).status()).toBe(403)
})

test('an error keeps what the visitor typed and says so', async ({ page }) => {
  test.setTimeout(120_000)
  await page.route('**/newsletter', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"failed"}' })
      : route.continue(),
  )
  const { dialog } = await openFromFooter(page)
  const email = dialog.getByLabel('E-postadress')
  await email.fill('kept@example.com')
  const consent = dialog.getByRole('checkbox', { name: /skicka nyhetsbrevet/ })
  await consent.check()
  await expect(dialog.locator('input[name="captcha"]')).toHaveValue(/.+/, { timeout: 90_000 })
  await dialog.getByRole('button', { name: 'Prenumerera' }).click()
  await expect(dialog.getByRole('alert')).toHaveText(
    'Något gick fel, så du är inte registrerad än. Försök igen.',
  )
  await expect(email).toHaveValue('kept@example.com')
  await expect(consent).toBeChecked()
})

test('the dialog, its errors and the captcha widget have no axe violations', async ({ page }) => {
  const { dialog } = await openFromFooter(page)
  await expect(dialog.locator('altcha-widget')).toBeVisible()
  await dialog.getByRole('button', { name: 'Prenumerera' }).click()
  await expect(dialog.getByText('Kryssa i rutan för att bekräfta att du vill ha nyhetsbrevet.')).toBeVisible()
  expect(await axeViolations(page, { include: '[role="dialog"]', tags: wcagTags })).toEqual([])
})
