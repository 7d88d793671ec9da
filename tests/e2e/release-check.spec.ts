// §4, §7 release check: /version.json is never cached, and a new release reloads the page on focus.
import { expect, test } from '@playwright/test'

test('/version.json reports the release, uncached', async ({ request }) => {
  const response = await request.get('/version.json')
  expect(response.headers()['cache-control']).toContain('no-store')
  const { release } = (await response.json()) as { release: unknown }
  expect(typeof release === 'string' && release.length > 0).toBe(true)
})

test('on focus, the same release keeps the page and a new one reloads it', async ({ page }) => {
  await page.goto('/photobooks')
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true))
  await page.evaluate(() => window.dispatchEvent(new Event('focus')))
  await page.waitForTimeout(500)
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true)

  await page.route('**/version.json', (route) => route.fulfill({ json: { release: 'a-newer-release' } }))
  const reloaded = page.waitForEvent('load')
  await page.evaluate(() => window.dispatchEvent(new Event('focus')))
  await reloaded
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBeUndefined()
})

test('a failing check is ignored', async ({ page }) => {
  await page.goto('/photobooks')
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true))
  await page.route('**/version.json', (route) => route.abort())
  await page.evaluate(() => window.dispatchEvent(new Event('focus')))
  await page.waitForTimeout(500)
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true)
})
