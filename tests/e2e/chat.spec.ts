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
