// §1, §4 support chat: the messenger's script loads only after preferences consent, and boots once in the
// locale's chat language (§9). The hosted messenger is faked at its script boundary.
import { expect, test } from '@playwright/test'

// The fake records every command the site gives the messenger, as the real one would receive them.
const fakeMessenger = `(() => {
  const queued = (window.Intercom && window.Intercom.q) || []
  window.messengerCalls = []
  window.Intercom = (...args) => window.messengerCalls.push(args)
  queued.forEach((args) => window.Intercom(...args))
})()`

test('the chat waits for preferences consent, then boots once in Swedish on /sv-se', async ({ page }) => {
  const requested: string[] = []
  await page.route('https://widget.intercom.io/**', (route) => {
    requested.push(route.request().url())
    return route.fulfill({ contentType: 'text/javascript', body: fakeMessenger })
  })
  await page.goto('/sv-se')
  await page.getByRole('dialog', { name: /cookies/i }).waitFor()
  await page.waitForTimeout(300)
  expect(requested).toEqual([])

  await page.getByRole('button', { name: 'Godkänn alla' }).click()
  await expect.poll(() => requested).toEqual(['https://widget.intercom.io/widget/chat-e2e'])
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { messengerCalls?: unknown[] }).messengerCalls))
    .toEqual([['boot', { app_id: 'chat-e2e', language_override: 'sv' }]])
})

test('declining keeps the chat away', async ({ page }) => {
  const requested: string[] = []
  await page.route('https://widget.intercom.io/**', (route) => {
    requested.push(route.request().url())
    return route.fulfill({ contentType: 'text/javascript', body: fakeMessenger })
  })
  await page.goto('/photobooks')
  await page.getByRole('button', { name: 'Only necessary' }).click()
  await page.waitForTimeout(800)
  expect(requested).toEqual([])
})

const messengerCalls = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as { messengerCalls?: unknown[][] }).messengerCalls ?? [])

test('withdrawing preferences consent shuts the chat down at once, without a new page', async ({ page }) => {
  await page.route('https://widget.intercom.io/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: fakeMessenger }),
  )
  await page.goto('/photobooks')
  await page.getByRole('button', { name: 'Accept all' }).click()
  await expect.poll(() => messengerCalls(page)).toHaveLength(1)
  const url = page.url()
  await page.getByRole('button', { name: 'Cookie settings' }).click()
  const settings = page.getByRole('dialog', { name: 'Cookie settings' })
  await settings.getByRole('checkbox', { name: 'Preferences' }).uncheck()
  await settings.getByRole('button', { name: 'Save choices' }).click()
  await expect
    .poll(() => messengerCalls(page))
    .toEqual([['boot', { app_id: 'chat-e2e', language_override: 'en' }], ['shutdown']])
  expect(page.url()).toBe(url)
})

test('a signed-in end user’s chat starts with the messenger’s identity token', async ({ page, context }) => {
  await page.route('https://widget.intercom.io/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: fakeMessenger }),
  )
  // The end user signs in with the identity provider; token sync (§7) hands the ID token to the site.
  const email = `chat-${Date.now()}@example.com`
  const signUp = await context.request.post('/identity/v1/accounts:signUp', {
    headers: { 'x-forwarded-for': `198.51.100.${Date.now() % 200}` },
    data: { email, password: 'Chat-e2e-password-1', returnSecureToken: true },
  })
  expect(signUp.status()).toBe(200)
  const { idToken, localId } = (await signUp.json()) as { idToken: string; localId: string }
  const sync = await context.request.post('/identity/session', {
    headers: { authorization: `Bearer ${idToken}` },
  })
  expect(sync.status()).toBe(204)

  await page.goto('/de-de')
  await page.getByRole('button', { name: /Alle akzeptieren/i }).click()
  await expect.poll(() => messengerCalls(page)).toHaveLength(1)
  const [[command, settings]] = (await messengerCalls(page)) as [[string, Record<string, string>]]
  expect(command).toBe('boot')
  expect(settings).toMatchObject({ app_id: 'chat-e2e', language_override: 'de' })
  const payload = JSON.parse(Buffer.from(settings.intercom_user_jwt!.split('.')[1]!, 'base64url').toString())
  expect(payload).toMatchObject({ user_id: localId, email })
})
