// A/B tests and personalisation (issue #9) in the browser: the first HTML already holds the visitor's variation
// (no flicker, no client swap), the canonical URL does not change, an impression is pushed, the assignment sticks
// for 30 days, a scheduled variant is served only inside its window, and editors can ask what a visitor would get.
import { type APIRequestContext, expect, test } from '@playwright/test'

import { baseURL } from '../../playwright.config'

import { editor } from './support/admin'

async function editorToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/users/login', { data: editor })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { token: string }).token
}

async function pageId(request: APIRequestContext, path: string): Promise<number> {
  const found = await (await request.get(`/api/pages?where[path][equals]=${path}&depth=0`)).json()
  return found.docs[0].id as number
}

async function createVariant(request: APIRequestContext, token: string, data: Record<string, unknown>) {
  const response = await request.post('/api/page-variants?locale=en-gb', {
    data,
    headers: { Authorization: `JWT ${token}` },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { doc: { id: number } }).doc.id
}

const heading = (text: string) => [{ blockType: 'Heading', text, as: 'h1' }]

test.describe.configure({ mode: 'serial' })

test('two fresh visitors get their A/B arms in the first HTML, with the canonical unchanged', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const token = await editorToken(request)
  const entry = await pageId(request, '/prints')
  const variation = await createVariant(request, token, {
    entry,
    name: 'Bold prints hero',
    kind: 'abTest',
    trafficShare: 100,
    layout: heading('Prints, bold and bright'),
  })
  const cookieName = `cms_ab_pages_${entry}`
  try {
    // The proxy refreshes its variant index every few seconds.
    const first = await browser.newContext()
    const page = await first.newPage()
    await expect
      .poll(
        async () => (await (await page.request.get('/prints')).text()).includes('Prints, bold and bright'),
        {
          timeout: 20_000,
        },
      )
      .toBe(true)
    await first.clearCookies()

    const response = await page.goto('/prints')
    const html = (await response?.text()) ?? ''
    expect(html).toContain('Prints, bold and bright')
    expect(html).toContain(`data-test-variation-id="${variation}"`)
    expect(html).toContain('data-test-variation-name="Bold prints hero"')
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/prints"/>`)
    await expect(page).toHaveURL(`${baseURL}/prints`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prints, bold and bright')
    await expect
      .poll(() =>
        page.evaluate(() =>
          (
            (window as unknown as { dataLayer?: { event?: string; params?: Record<string, unknown> }[] })
              .dataLayer ?? []
          )
            .filter((item) => item.event === 'cms_variation_impression')
            .map((item) => item.params?.testVariationName),
        ),
      )
      .toEqual(['Bold prints hero'])
    const cookie = (await first.cookies()).find((candidate) => candidate.name === cookieName)
    expect(cookie?.value).toBe(String(variation))
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(29.9)
    expect(days).toBeLessThanOrEqual(30)

    // A second visitor already in the original arm sees the original, from the first byte on.
    const second = await browser.newContext()
    await second.addCookies([{ name: cookieName, value: 'original', url: baseURL }])
    const other = await second.newPage()
    const otherHtml = (await (await other.goto('/prints'))?.text()) ?? ''
    expect(otherHtml).not.toContain('Prints, bold and bright')
    expect(otherHtml).toContain('data-test-variation-id="original"')
    expect(otherHtml).toContain(`<link rel="canonical" href="${baseURL}/prints"/>`)
    await first.close()
    await second.close()
  } finally {
    await request.delete(`/api/page-variants/${variation}`, { headers: { Authorization: `JWT ${token}` } })
  }
})

test('a scheduled personalisation variant is served only inside its window', async ({ request }) => {
  test.setTimeout(120_000)
  const token = await editorToken(request)
  const entry = await pageId(request, '/prints')
  // The variant reaches the router with its save (the routing index follows each publish); a few seconds' margin.
  const start = Date.now() + 8_000
  const end = start + 8_000
  const variant = await createVariant(request, token, {
    entry,
    name: 'Newsletter readers',
    kind: 'personalisation',
    query: [{ attribute: 'query', key: 'utm_source', operator: 'equals', value: 'newsletter' }],
    startDate: new Date(start).toISOString(),
    endDate: new Date(end).toISOString(),
    layout: heading('Welcome, newsletter reader'),
  })
  const served = async () =>
    (await (await request.get('/prints?utm_source=newsletter')).text()).includes('Welcome, newsletter reader')
  try {
    // Before the start: never, even once the proxy knows the variant.
    while (Date.now() < start - 2_000) {
      expect(await served()).toBe(false)
      await new Promise((resolve) => setTimeout(resolve, 1_000))
    }
    await expect.poll(served, { timeout: end - Date.now() }).toBe(true)
    expect(Date.now()).toBeGreaterThanOrEqual(start)
    expect(Date.now()).toBeLessThan(end)
    // Other visitors never get it.
    expect((await (await request.get('/prints')).text()).includes('Welcome, newsletter reader')).toBe(false)
    // From the end on, not even from the cache.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, end - Date.now())))
    expect(await served()).toBe(false)
  } finally {
    await request.delete(`/api/page-variants/${variant}`, { headers: { Authorization: `JWT ${token}` } })
  }
})

test('editors see which variation a URL and cookies would get', async ({ page, request }) => {
  const token = await editorToken(request)
  const entry = await pageId(request, '/prints')
  const variant = await createVariant(request, token, {
    entry,
    name: 'Swedish visitors',
    kind: 'personalisation',
    query: [{ attribute: 'country', operator: 'equals', value: 'SE' }],
  })
  try {
    await page.goto('/admin/login')
    await page.locator('#field-email').fill(editor.email)
    await page.locator('#field-password').fill(editor.password)
    await page.getByRole('button', { name: /log ?in/i }).click()
    await page.waitForURL(/\/admin(?!\/login)/)
    await page.goto('/variant-inspector')
    await page.getByLabel('URL').fill(`${baseURL}/prints`)
    await page.getByLabel(/Cookies/).fill('country=SE')
    await page.getByRole('button', { name: 'Inspect' }).click()
    await expect(page.getByTestId('variant-decision')).toHaveText(
      /Personalisation variant “Swedish visitors”/,
    )
  } finally {
    await request.delete(`/api/page-variants/${variant}`, { headers: { Authorization: `JWT ${token}` } })
  }
})
