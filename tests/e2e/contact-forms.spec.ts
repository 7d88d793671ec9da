// §3 Contact forms (ContactForms), all three §9 types on the block gallery: invalid input shows field errors and
// sends nothing; the captcha (§1) is required; valid input passes the embedded captcha, reaches success and is
// stored for editors; a server failure shows the §8 error text and keeps everything the visitor typed.
import { expect, type APIRequestContext, type Page, test } from '@playwright/test'

import { blockGalleryPagePath } from '../../src/cms/seed/blockGalleryPaths'

import { editor } from './support/admin'

const errorText = 'Form submission error :( Please check your answers and try again'
/** What a form sent before its robot check is done says while it waits (issue #30), in a live region. */
const waitingText = 'Your form is sent as soon as the robot check is complete…'

/** The gallery's ContactForms examples (src/blocks/ContactForms/examples.ts), by their titles. */
const forms = [
  {
    formType: 'support',
    title: 'Questions about your order?',
    extra: { label: 'Order number', value: 'LB-2026-104233' },
  },
  {
    formType: 'collaborate',
    title: 'Work with us',
    extra: { label: 'Company or organization', value: 'Studio Bo' },
  },
  { formType: 'feedback', title: 'Tell us what you think', extra: null },
] as const

/** The stored contact messages for an address, read through the CMS's REST API as the demo editor. */
async function storedMessages(request: APIRequestContext, email: string) {
  const login = await request.post('/api/users/login', { data: editor })
  const { token } = (await login.json()) as { token: string }
  const response = await request.get(
    `/api/contact-messages?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
    { headers: { Authorization: `JWT ${token}` } },
  )
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { docs: Record<string, unknown>[] }).docs
}

let visitor = 0
async function openForm(page: Page, title: string) {
  // Each test is its own visitor for the submit route's rate limit (shared per address with other suites).
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${(++visitor % 200) + 20}` })
  await page.goto(blockGalleryPagePath)
  // Answer the consent banner first: it keeps focus until answered.
  await page.getByRole('button', { name: 'Only necessary' }).click()
  const form = page.getByRole('form', { name: title })
  await form.scrollIntoViewIfNeeded()
  await expect(form).toBeVisible()
  return form
}

/** Counts what reaches the contact route. */
function countSubmissions(page: Page) {
  const counter = { sent: 0 }
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/forms/contact' && request.method() === 'POST') counter.sent += 1
  })
  return counter
}

for (const { formType, title, extra } of forms) {
  test.describe(`${formType} form`, () => {
    test('invalid input shows field errors and sends nothing', async ({ page }) => {
      const form = await openForm(page, title)
      const counter = countSubmissions(page)
      await form.getByLabel('Email address').fill('not-an-email')
      if (formType === 'support') await form.getByLabel(/Order number/).fill('not an order')
      await form.getByRole('button', { name: 'Send message' }).click()
      await expect(form.getByText('Please enter a valid email address, like name@example.com.')).toBeVisible()
      await expect(form.getByText('Please fill in this field.').first()).toBeVisible()
      await expect(form.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true')
      await expect(form.getByLabel(/^Message/)).toHaveAttribute('aria-invalid', 'true')
      if (formType === 'support') {
        await expect(form.getByText(/Please enter the order number as it appears/)).toBeVisible()
      }
      expect(counter.sent).toBe(0)
    })

    test('the captcha is required: the form waits for it, saying so', async ({ page }) => {
      // The widget gets no challenge, so it cannot be solved.
      await page.route('**/captcha/challenge**', (route) =>
        new URL(route.request().url()).searchParams.has('provider')
          ? route.continue()
          : route.fulfill({ status: 503, body: '' }),
      )
      const form = await openForm(page, title)
      const counter = countSubmissions(page)
      await form.getByLabel(/^Name/).fill('Anna Berg')
      await form.getByLabel('Email address').fill('anna@example.com')
      await form.getByLabel(/^Message/).fill('Hello from the captcha test.')
      await form.getByRole('button', { name: 'Send message' }).click()
      await expect(form.getByRole('status')).toHaveText(waitingText)
      await page.waitForTimeout(1000)
      expect(counter.sent).toBe(0)
    })

    test('valid input passes the captcha, reaches success and is stored', async ({ page, request }) => {
      test.setTimeout(120_000)
      const email = `e2e-${formType}-${Date.now()}@example.com`
      const form = await openForm(page, title)
      await form.getByLabel(/^Name/).fill('Anna Berg')
      await form.getByLabel('Email address').fill(email)
      if (extra) await form.getByLabel(new RegExp(`^${extra.label}`)).fill(extra.value)
      await form.getByLabel(/^Message/).fill(`A ${formType} message from the browser test.`)
      // Focusing the form starts the proof of work in a web worker; the widget fills its `captcha` field when done.
      await expect(form.locator('input[name="captcha"]')).toHaveValue(/.+/, { timeout: 90_000 })
      await form.getByRole('button', { name: 'Send message' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible()
      await expect(form).toBeHidden()
      expect(await storedMessages(request, email)).toEqual([
        expect.objectContaining({
          formType,
          name: 'Anna Berg',
          email,
          message: `A ${formType} message from the browser test.`,
          locale: 'en-gb',
          ...(extra && formType === 'support' ? { orderNumber: extra.value } : {}),
          ...(extra && formType === 'collaborate' ? { company: extra.value } : {}),
        }),
      ])
      // The public cannot read the messages.
      expect((await request.get('/api/contact-messages')).status()).toBe(403)
    })

    test('a server failure shows the §8 error text and keeps the input', async ({ page }) => {
      test.setTimeout(120_000)
      await page.route('**/forms/contact', (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"failed"}' })
          : route.continue(),
      )
      const form = await openForm(page, title)
      const typed = { name: 'Cai Lind', email: 'kept@example.com', message: 'Please keep this text.' }
      await form.getByLabel(/^Name/).fill(typed.name)
      await form.getByLabel('Email address').fill(typed.email)
      if (extra) await form.getByLabel(new RegExp(`^${extra.label}`)).fill(extra.value)
      await form.getByLabel(/^Message/).fill(typed.message)
      await expect(form.locator('input[name="captcha"]')).toHaveValue(/.+/, { timeout: 90_000 })
      await form.getByRole('button', { name: 'Send message' }).click()
      await expect(form.getByRole('alert').filter({ hasText: errorText })).toHaveText(errorText)
      await expect(form.getByLabel(/^Name/)).toHaveValue(typed.name)
      await expect(form.getByLabel('Email address')).toHaveValue(typed.email)
      await expect(form.getByLabel(/^Message/)).toHaveValue(typed.message)
      if (extra) await expect(form.getByLabel(new RegExp(`^${extra.label}`))).toHaveValue(extra.value)
    })
  })
}

test('a form sent while the robot check runs is sent as soon as the check completes (issue #30)', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  // The check's challenge arrives late, so the visitor is quicker than the robot check.
  await page.route('**/captcha/challenge**', async (route) => {
    if (!new URL(route.request().url()).searchParams.has('provider'))
      await new Promise((resolve) => setTimeout(resolve, 3000))
    await route.continue()
  })
  const email = `e2e-waiting-${Date.now()}@example.com`
  const form = await openForm(page, 'Tell us what you think')
  const counter = countSubmissions(page)
  await form.getByLabel(/^Name/).fill('Dag Ek')
  await form.getByLabel('Email address').fill(email)
  await form.getByLabel(/^Message/).fill('Sent before the robot check was done.')
  await form.getByRole('button', { name: 'Send message' }).click()
  const live = form.getByRole('status')
  await expect(live).toHaveAttribute('aria-live', 'polite')
  await expect(live).toHaveText(waitingText)
  expect(counter.sent).toBe(0)
  await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible({ timeout: 90_000 })
  expect(counter.sent).toBe(1)
  expect(await storedMessages(request, email)).toEqual([
    expect.objectContaining({ email, message: 'Sent before the robot check was done.' }),
  ])
})
