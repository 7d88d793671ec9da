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
    const state = window as unknown as { layoutShift: number; shifted: string[] }
    state.layoutShift = 0
    state.shifted = []
    type Shift = { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] }
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[]) {
        if (entry.hadRecentInput) continue
        state.layoutShift += entry.value
        // What moved, so a failure names it (a rare shift on the home page, CI of 2026-11-29).
        for (const { node } of entry.sources ?? []) {
          const element = node instanceof Element ? node : node?.parentElement
          state.shifted.push(
            `${entry.value.toFixed(4)} ${element?.tagName.toLowerCase() ?? '?'}.${element?.className ?? ''}`,
          )
        }
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  return {
    errors,
    layoutShift: () => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift),
    /** Each shift's value and the elements it moved. */
    shifted: () => page.evaluate(() => (window as unknown as { shifted: string[] }).shifted.join('; ')),
  }
}
