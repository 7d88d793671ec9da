// Issue #32 journey (a), as a new editor composes a landing page: Create New with a title and a path, a hero from the
// picker, then Prices, Reviews, Text & Image and a call to action, the hero's heading translated in sv-se (Copy to
// locale, then the sv-se text and path), published, and live in both locales. Two ways, counted alike
// (support/effort.ts): 'click-to-edit' inserts each block from the Live Preview after the block selected there (the
// browser test, tests/e2e/compose-journey.spec.ts); 'form' adds each one with the form's own "Add Layout" at its end,
// the only way before click-to-edit (bench/journeys, the bench's "before" figure).
import { type APIRequestContext, expect, type Page } from '@playwright/test'

import { editorHeaders, logIn } from './admin'
import { effortCounter } from './effort'

export type ComposeWay = 'click-to-edit' | 'form'

export async function composeJourney(page: Page, request: APIRequestContext, way: ComposeWay) {
  const { click, type, report } = effortCounter()
  const frame = page.frameLocator('iframe#live-preview-iframe')
  const picked = async (block: string) => {
    const picker = page.locator('.drawer--is-open').last()
    await expect(picker).toBeVisible()
    await click(picker.getByRole('button', { name: block, exact: true }))
  }
  const addAtEnd = async (block: string) => {
    await click(page.getByRole('button', { name: /add layout/i }).last())
    await picked(block)
  }
  /** The next block: after the Live Preview's selected one ("Insert after" on its toolbar), or at the form's end. */
  const insertAfter = async (path: string, toolbarName: string, block: string) => {
    if (way === 'form') return addAtEnd(block)
    await click(frame.locator(`[data-edit-path="${path}"]`).first())
    await click(
      frame.getByRole('toolbar', { name: toolbarName }).getByRole('button', { name: 'Insert after' }),
    )
    await picked(block)
  }
  /** Click-to-edit waits for the preview to show each change before the next one (as its editor does). */
  const seen = async (path: string, text?: string) => {
    if (way === 'form') return
    const block = frame.locator(`[data-edit-path="${path}"]`)
    await (text
      ? expect(block).toContainText(text, { timeout: 30_000 })
      : expect(block).toBeAttached({ timeout: 30_000 }))
  }

  /**
   * "Publish changes", and again as an editor would when nothing happened: Payload drops a click made while an
   * autosave is on its way, without a word, and its button still offers to publish. Counted once.
   */
  const publish = async () => {
    const button = page.getByRole('button', { name: 'Publish changes' })
    await click(button)
    await expect(async () => {
      try {
        await expect(button).toBeDisabled({ timeout: 10_000 })
      } catch (error) {
        await button.click({ timeout: 5_000 })
        throw error
      }
    }).toPass({ timeout: 60_000 })
  }

  const stamp = Date.now()
  const path = `/landing-${stamp}`
  const svPath = `/landningssida-${stamp}`
  await logIn(page)
  // In en-gb (the admin keeps an editor's last locale).
  await page.goto('/admin/collections/pages?locale=en-gb')
  await click(page.getByRole('link', { name: /create new/i }).first())
  // The new entry's title and path, then Create (nothing is saved before).
  await type(page.locator('#field-title'), `Summer photo books ${stamp}`)
  await type(page.locator('#field-path'), path)
  await click(page.getByRole('button', { name: 'Create', exact: true }))
  await page.waitForURL(/\/admin\/collections\/pages\/\d+/)
  const id = Number(/\/pages\/(\d+)/.exec(page.url())?.[1])
  try {
    await addAtEnd('Hero (page)')
    await expect(page.locator('#field-layout__0__heading')).toBeVisible({ timeout: 30_000 })
    await type(page.locator('#field-layout__0__heading'), 'Your summer, bound to last')
    await type(page.locator('#field-layout__0__altText'), 'An open photo book on a beach towel')

    if (way === 'click-to-edit') {
      const toggle = page.getByRole('button', { name: /^(Exit )?Live Preview$/ })
      if ((await toggle.getAttribute('aria-label')) === 'Live Preview') await click(toggle)
    }
    await seen('layout.0', 'Your summer, bound to last')
    await insertAfter('layout.0', 'Hero (page) block', 'Prices')
    const product = page.locator('#field-layout__1__productType')
    await click(product.locator('.rs__control'))
    await click(product.locator('.rs__option').filter({ hasText: /^book$/ }))
    await seen('layout.1')
    await insertAfter('layout.1', 'Prices block', 'Reviews')
    await seen('layout.2')
    await insertAfter('layout.2', 'Reviews block', 'Text & Image')
    await type(page.locator('#field-layout__3__heading'), 'Made in a minute')
    await type(page.locator('#field-layout__3__altText'), 'Photo book pages')
    await seen('layout.3', 'Made in a minute')
    await insertAfter('layout.3', 'Text & Image block', 'Button')
    // It starts the create flow of the product type (§3 link rule; a photo book by default). A Button with no link
    // renders nothing, so the link comes first and each change is seen in the preview before the next one (two
    // autosaves in flight at once have left the preview on the older one).
    await click(page.locator('#field-layout__4__createLink'))
    await seen('layout.4', 'Create a photo book')
    await type(page.locator('#field-layout__4__buttonText'), 'Start your photo book')
    await seen('layout.4', 'Start your photo book')
    await publish()
    await expect.poll(async () => (await request.get(path)).status(), { timeout: 20_000 }).toBe(200)

    // sv-se: the en-gb content copied, then its own heading, title and path.
    await click(page.locator('.doc-controls__popup .popup-button'))
    await click(page.locator('#copy-locale-data__button'))
    const copy = page.locator('.drawer--is-open').last()
    await click(copy.locator('#field-toLocale .rs__control'))
    await click(copy.locator('.rs__option').filter({ hasText: 'Sverige (Svenska)' }))
    await click(copy.getByRole('button', { name: 'Copy', exact: true }))
    await page.waitForURL(/locale=sv-se/)
    await expect(page.locator('#field-layout__0__heading')).toHaveValue('Your summer, bound to last')
    await type(page.locator('#field-title'), `Sommarens fotoböcker ${stamp}`)
    await type(page.locator('#field-path'), svPath)
    await type(page.locator('#field-layout__0__heading'), 'Din sommar, bunden för att vara')
    await publish()

    for (const [url, heading] of [
      [path, 'Your summer, bound to last'],
      [`/sv-se${svPath}`, 'Din sommar, bunden för att vara'],
    ] as const)
      await expect
        .poll(async () => (await (await request.get(url)).text()).includes(heading), { timeout: 20_000 })
        .toBe(true)
    const visitor = await page.context().browser()!.newPage()
    await visitor.goto(`/sv-se${svPath}`)
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Din sommar, bunden för att vara')
    await expect(visitor.getByRole('link', { name: 'Start your photo book' })).toBeVisible()
    await visitor.close()
    report(`journey (a), ${way}`)
  } finally {
    // Leave the editor's admin as other tests expect it: en-gb, Live Preview closed.
    await page.goto(`/admin/collections/pages/${id}?locale=en-gb`)
    const preview = page.getByRole('button', { name: /^(Exit )?Live Preview$/ })
    await expect(preview).toBeVisible()
    if ((await preview.getAttribute('aria-label')) === 'Exit Live Preview') await preview.click()
    await request.delete(`/api/pages/${id}`, { headers: await editorHeaders(request) })
  }
}
