// §4 "Consent" with the embedded banner: accept and decline write the three consent cookies (§3, §5, §9), the
// choice is remembered, the footer reopens the settings, and the banner is reachable by keyboard.
import { type BrowserContext, expect, test } from '@playwright/test'

const brand = 'lumibook'

async function consentCookies(context: BrowserContext) {
  const cookies = await context.cookies()
  const value = (name: string) => cookies.find((cookie) => cookie.name === name)
  return {
    necessary: value(`${brand}_necessary`),
    analytical: value(`${brand}_analytical`),
    marketing: value(`${brand}_marketing`),
  }
}

test('before any choice, no consent cookie is written', async ({ page, context }) => {
  await page.goto('/photobooks')
  await expect(page.getByRole('dialog', { name: 'We use cookies' })).toBeVisible()
  expect(await consentCookies(context)).toEqual({
    necessary: undefined,
    analytical: undefined,
    marketing: undefined,
  })
})

test('accepting all writes necessary, analytical and marketing as true, for a year on this host', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Accept all' }).click()
  await expect(page.getByRole('dialog', { name: 'We use cookies' })).toBeHidden()
  const cookies = await consentCookies(context)
  expect([cookies.necessary?.value, cookies.analytical?.value, cookies.marketing?.value]).toEqual([
    'true',
    'true',
    'true',
  ])
  const year = Date.now() / 1000 + 31_536_000
  expect(cookies.necessary?.expires).toBeGreaterThan(year - 60)
  expect(cookies.necessary).toMatchObject({ path: '/', sameSite: 'Lax', domain: 'localhost' })

  // Remembered: the next page asks nothing, and the consent is re-read (and rewritten) from the stored choice.
  await context.clearCookies({ name: `${brand}_marketing` })
  await page.goto('/photoprints')
  await expect(page.getByRole('dialog', { name: 'We use cookies' })).toBeHidden()
  await expect.poll(async () => (await consentCookies(context)).marketing?.value).toBe('true')
})

test('declining keeps statistics and marketing off; the footer reopens the settings', async ({
  page,
  context,
}) => {
  await page.goto('/sv-se')
  await page.getByRole('button', { name: 'Endast nödvändiga' }).click()
  const cookies = await consentCookies(context)
  expect([cookies.necessary?.value, cookies.analytical?.value, cookies.marketing?.value]).toEqual([
    'true',
    'false',
    'false',
  ])

  await page.getByRole('button', { name: 'Cookie-inställningar' }).click()
  const settings = page.getByRole('dialog', { name: 'Cookie-inställningar' })
  await expect(settings).toBeVisible()
  // A click, not focus and Space: the banner moves focus to the dialog when its opening transition ends, which
  // could land between a key's down and up.
  const statistics = settings.getByRole('checkbox', { name: 'Statistik' })
  await statistics.check()
  await settings.getByRole('button', { name: 'Spara val' }).click()
  await expect.poll(async () => (await consentCookies(context)).analytical?.value).toBe('true')
  expect((await consentCookies(context)).marketing?.value).toBe('false')
})

test('the keyboard reaches the consent banner and answers it', async ({ page, context }) => {
  await page.goto('/photobooks')
  await expect(page.getByRole('dialog', { name: 'We use cookies' })).toBeVisible()
  const banner = page.locator('#cc-main')
  for (let presses = 0; presses < 80; presses += 1) {
    await page.keyboard.press('Tab')
    if (await banner.evaluate((element) => element.contains(document.activeElement))) break
  }
  const necessaryOnly = banner.getByRole('button', { name: 'Only necessary' })
  for (
    let presses = 0;
    presses < 5 && !(await necessaryOnly.evaluate((b) => b === document.activeElement));
    presses++
  ) {
    await page.keyboard.press('Tab')
  }
  await expect(necessaryOnly).toBeFocused()
  await page.keyboard.press('Enter')
  await expect.poll(async () => (await consentCookies(context)).marketing?.value).toBe('false')
})

test('the tag manager loads only after statistics consent, never after a decline', async ({ browser }) => {
  // The hosted container is faked at its script boundary: the request is answered with a marker script.
  const visit = async (answer: 'Accept all' | 'Only necessary') => {
    const context = await browser.newContext()
    const page = await context.newPage()
    const requested: string[] = []
    await page.route('https://www.googletagmanager.com/**', (route) => {
      requested.push(route.request().url())
      return route.fulfill({ contentType: 'text/javascript', body: 'window.fakeTagManager = true' })
    })
    await page.goto('/photobooks')
    await page.getByRole('dialog', { name: 'We use cookies' }).waitFor()
    await page.waitForTimeout(300)
    expect(requested, 'before any choice').toEqual([])
    await page.getByRole('button', { name: answer }).click()
    await page.waitForTimeout(500)
    const loaded = await page.evaluate(
      () => (window as unknown as { fakeTagManager?: boolean }).fakeTagManager,
    )
    await context.close()
    return { requested, loaded }
  }
  const accepted = await visit('Accept all')
  expect(accepted.requested).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-E2E'])
  expect(accepted.loaded).toBe(true)
  const declined = await visit('Only necessary')
  expect(declined).toEqual({ requested: [], loaded: undefined })
})

test('revoking statistics consent stops the tag manager from the next page on', async ({ page }) => {
  const requested: string[] = []
  await page.route('https://www.googletagmanager.com/**', (route) => {
    requested.push(route.request().url())
    return route.fulfill({ contentType: 'text/javascript', body: 'window.fakeTagManager = true' })
  })
  await page.goto('/photobooks')
  await page.getByRole('button', { name: 'Accept all' }).click()
  await expect.poll(() => requested.length).toBe(1)

  await page.getByRole('button', { name: 'Cookie settings' }).click()
  const settings = page.getByRole('dialog', { name: 'Cookie settings' })
  const statistics = settings.getByRole('checkbox', { name: 'Statistics' })
  await statistics.uncheck()
  await settings.getByRole('button', { name: 'Save choices' }).click()

  await page.goto('/photoprints')
  await page.waitForTimeout(800)
  expect(requested).toHaveLength(1)
  expect(
    await page.evaluate(() => (window as unknown as { fakeTagManager?: boolean }).fakeTagManager),
  ).toBeUndefined()
})
