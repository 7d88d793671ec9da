// What a browser test watches on a page: console errors, failed responses and the cumulative layout shift.
import type { Page } from '@playwright/test'

/** Console errors and the page's cumulative layout shift, watched from before the first byte. */
export async function watch(page: Page) {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} ${message.location().url}`)
  })
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`)
  })
  await page.addInitScript(() => {
    const state = window as unknown as { layoutShift: number }
    state.layoutShift = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) state.layoutShift += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  return {
    errors,
    layoutShift: () => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift),
  }
}
