// Issue #32 item 7: the draft preview tab says it is one and has an Exit; the admin's Live Preview shows no consent
// banner and offers a 390 px phone; a visitor's page has neither the bar nor a changed consent banner.
import { expect, type Page, test } from '@playwright/test'

import { logIn } from './support/admin'

const consentBanner = (page: Page) => page.getByRole('dialog', { name: /cookies/i })

test('draft preview shows "Draft preview – Exit", Live Preview no consent banner, a visitor neither', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000)

  // A visitor: no bar in the HTML or on the page, and the consent banner as ever.
  const html = await (await request.get('/photobooks')).text()
  expect(html).toContain('<main')
  expect(html).not.toContain('Draft preview')
  expect(html).not.toContain('/preview/exit')
  const visitor = await browser.newPage()
  await visitor.goto('/photobooks')
  await expect(consentBanner(visitor)).toBeVisible()
  await expect(visitor.getByRole('region', { name: 'Draft preview' })).toHaveCount(0)
  await visitor.close()
  // Exit lands on a path of this site only, never another origin.
  for (const path of ['//evil.example/x', '/\\evil.example', 'https://evil.example']) {
    const exit = await request.get(`/preview/exit?path=${encodeURIComponent(path)}`, { maxRedirects: 0 })
    expect(exit.status(), path).toBe(307)
    const site = new URL(baseURL ?? '')
    expect(new URL(exit.headers().location ?? '', site).host, path).toBe(site.host)
  }

  // The draft preview tab: the bar, its Exit turns draft mode off and lands on the public page.
  await logIn(page)
  await page.goto('/preview?collection=pages&path=%2Fphotobooks&locale=en-gb')
  await expect(page).toHaveURL(/\/photobooks$/)
  const bar = page.getByRole('region', { name: 'Draft preview' })
  await expect(bar).toHaveText(/^Draft preview\s*–\s*Exit$/)
  await bar.getByRole('link', { name: 'Exit' }).click()
  await expect(page).toHaveURL(/\/photobooks$/)
  await expect(page.locator('main')).toBeVisible()
  await expect(bar).toHaveCount(0)
  const cookies = await page.context().cookies()
  expect(cookies.map((cookie) => cookie.name)).not.toContain('__prerender_bypass')
  // Not framed, the preview tab has the consent banner a visitor has.
  await expect(consentBanner(page)).toBeVisible()

  // Live Preview: the framed page is the draft, with neither the consent banner nor the bar; a 390 px phone.
  const found = await (await request.get('/api/pages?where[path][equals]=/photobooks&depth=0')).json()
  await page.goto(`/admin/collections/pages/${found.docs[0].id as number}`)
  // The admin remembers an editor's last choice: open Live Preview unless it is open already.
  const toggle = page.getByRole('button', { name: /^(Exit )?Live Preview$/ })
  await expect(toggle).toBeVisible()
  if ((await toggle.getAttribute('aria-label')) === 'Live Preview') await toggle.click()
  const frame = page.frameLocator('iframe#live-preview-iframe')
  await expect(frame.locator('main')).toBeVisible({ timeout: 30_000 })
  await expect
    .poll(() => frame.locator('html').evaluate(() => document.readyState), { timeout: 30_000 })
    .toBe('complete')
  // The provider loads after the page has (src/react/afterPageLoad); the unframed tab above showed it by now.
  await page.waitForTimeout(3_000)
  await expect(frame.locator('#cc-main')).toHaveCount(0)
  await expect(frame.getByRole('region', { name: 'Draft preview' })).toHaveCount(0)

  await page.locator('.live-preview-toolbar-controls__breakpoint button').first().click()
  await page.getByRole('button', { name: 'Mobile', exact: true }).click()
  await expect.poll(() => frame.locator('html').evaluate(() => window.innerWidth)).toBe(390)
  // Leave the editor's admin as other tests expect it.
  await page.getByRole('button', { name: 'Exit Live Preview', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Live Preview', exact: true })).toBeVisible()
})
