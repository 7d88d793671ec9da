// Issue #32 journey (a), as a new editor composes a landing page: Create New, a title and a path, a hero from the
// picker, then Prices, Reviews, Text & Image and a call to action each inserted from the Live Preview after the block
// selected there (click-to-edit), the hero's heading translated in sv-se (Copy to locale, then the sv-se text and
// path), published, and live in both locales. It counts the editor's clicks and keystrokes (the figure the issue
// asks for) and prints them.
import { expect, type Locator, type Page, test } from '@playwright/test'

import { editorHeaders, logIn } from './support/admin'

const effort = { clicks: 0, keystrokes: 0 }
const click = async (target: Locator) => {
  effort.clicks += 1
  await target.click()
}
const type = async (target: Locator, text: string) => {
  effort.clicks += 1
  await target.click()
  effort.keystrokes += text.length
  await target.fill(text)
}

/** The picker of the Live Preview's selected block, "Insert after", then the block by its plain name. */
async function insertAfter(page: Page, path: string, toolbarName: string, block: string) {
  const frame = page.frameLocator('iframe#live-preview-iframe')
  await click(frame.locator(`[data-edit-path="${path}"]`).first())
  await click(frame.getByRole('toolbar', { name: toolbarName }).getByRole('button', { name: 'Insert after' }))
  const picker = page.locator('.drawer--is-open').last()
  await expect(picker).toBeVisible()
  await click(picker.getByRole('button', { name: block, exact: true }))
}

test('journey (a): compose a landing page with click-to-edit, translate its heading, publish, live in two locales', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000)
  const stamp = Date.now()
  const path = `/landing-${stamp}`
  const svPath = `/landningssida-${stamp}`
  await logIn(page)
  // In en-gb (the admin keeps an editor's last locale).
  await page.goto('/admin/collections/pages?locale=en-gb')
  await click(page.getByRole('link', { name: /create new/i }).first())
  await page.waitForURL(/\/admin\/collections\/pages\/\d+/)
  const id = Number(/\/pages\/(\d+)/.exec(page.url())?.[1])
  try {
    await type(page.locator('#field-title'), `Summer photo books ${stamp}`)
    await type(page.locator('#field-path'), path)
    await click(page.getByRole('button', { name: /add layout/i }).last())
    await click(
      page.locator('.drawer--is-open').last().getByRole('button', { name: 'Hero (page)', exact: true }),
    )
    await expect(page.locator('#field-layout__0__heading')).toBeVisible({ timeout: 30_000 })
    await type(page.locator('#field-layout__0__heading'), 'Your summer, bound to last')
    await type(page.locator('#field-layout__0__altText'), 'An open photo book on a beach towel')

    // The rest from the preview, each after the block selected there.
    const toggle = page.getByRole('button', { name: /^(Exit )?Live Preview$/ })
    if ((await toggle.getAttribute('aria-label')) === 'Live Preview') await click(toggle)
    const frame = page.frameLocator('iframe#live-preview-iframe')
    await expect(frame.locator('[data-edit-path="layout.0"]')).toContainText('Your summer, bound to last', {
      timeout: 30_000,
    })
    await insertAfter(page, 'layout.0', 'Hero (page) block', 'Prices')
    const product = page.locator('#field-layout__1__productType')
    await click(product.locator('.rs__control'))
    await click(product.locator('.rs__option').filter({ hasText: /^book$/ }))
    await expect(frame.locator('[data-edit-path="layout.1"]')).toBeAttached({ timeout: 30_000 })
    await insertAfter(page, 'layout.1', 'Prices block', 'Reviews')
    await expect(frame.locator('[data-edit-path="layout.2"]')).toBeAttached({ timeout: 30_000 })
    await insertAfter(page, 'layout.2', 'Reviews block', 'Text & Image')
    await type(page.locator('#field-layout__3__heading'), 'Made in a minute')
    await type(page.locator('#field-layout__3__altText'), 'Photo book pages')
    await expect(frame.locator('[data-edit-path="layout.3"]')).toContainText('Made in a minute', {
      timeout: 30_000,
    })
    await insertAfter(page, 'layout.3', 'Text & Image block', 'Button')
    // It starts the create flow of the product type (§3 link rule; a photo book by default). A Button with no link
    // renders nothing, so the link comes first and each change is seen in the preview before the next one (two
    // autosaves in flight at once have left the preview on the older one).
    await click(page.locator('#field-layout__4__createLink'))
    await expect(frame.locator('[data-edit-path="layout.4"]')).toContainText('Create a photo book', {
      timeout: 30_000,
    })
    await type(page.locator('#field-layout__4__buttonText'), 'Start your photo book')
    await expect(frame.locator('[data-edit-path="layout.4"]')).toContainText('Start your photo book', {
      timeout: 30_000,
    })
    await click(page.getByRole('button', { name: 'Publish changes' }))
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
    await click(page.getByRole('button', { name: 'Publish changes' }))

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

    console.log(`journey (a): ${effort.clicks} clicks, ${effort.keystrokes} keystrokes`)
    test.info().annotations.push({ type: 'effort', description: JSON.stringify(effort) })
  } finally {
    // Leave the editor's admin as other tests expect it: en-gb, Live Preview closed.
    await page.goto(`/admin/collections/pages/${id}?locale=en-gb`)
    const preview = page.getByRole('button', { name: /^(Exit )?Live Preview$/ })
    await expect(preview).toBeVisible()
    if ((await preview.getAttribute('aria-label')) === 'Exit Live Preview') await preview.click()
    await request.delete(`/api/pages/${id}`, { headers: await editorHeaders(request) })
  }
})
