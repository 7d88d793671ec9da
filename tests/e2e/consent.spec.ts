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
  const statistics = settings.getByRole('checkbox', { name: 'Statistik' })
  await statistics.focus()
  await page.keyboard.press('Space')
  await expect(statistics).toBeChecked()
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
