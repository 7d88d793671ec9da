// §4 "Page hero fields depend on layout": in the admin, an editor adds a Hero (page) to a page, switches its layout
// and sees each layout's inputs appear and the others' disappear; toggles open their inputs (§3, §4).
import { expect, type Page, test } from '@playwright/test'

import { editor } from './support/admin'

/** The hero is the page's only block: its inputs are layout.0.*. */
const input = (page: Page, name: string) => page.locator(`#field-layout__0__${name}`)
const checkbox = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true })

async function chooseLayout(page: Page, layout: string) {
  await input(page, 'layout').locator('.rs__control').click()
  await page
    .locator('.rs__option')
    .filter({ hasText: new RegExp(`^${layout}$`) })
    .click()
  await expect(input(page, 'layout').locator('.rs__single-value')).toHaveText(layout)
}

test('adding a Hero (page) shows only the chosen layout’s inputs (§4)', async ({ page, request }) => {
  test.setTimeout(180_000)
  // A page of its own, so no other test meets this draft; removed at the end.
  const login = await request.post('/api/users/login', { data: editor })
  const { token } = (await login.json()) as { token: string }
  const headers = { Authorization: `JWT ${token}` }
  const created = await request.post('/api/pages?locale=en-gb', {
    headers,
    data: { title: 'Hero inputs', path: `/hero-inputs-${Date.now()}`, _status: 'draft' },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }

  try {
    await page.goto('/admin/login')
    await page.locator('#field-email').fill(editor.email)
    await page.locator('#field-password').fill(editor.password)
    await page.getByRole('button', { name: /log ?in/i }).click()
    await page.waitForURL(/\/admin(?!\/login)/)

    await page.goto(`/admin/collections/pages/${doc.id}`)
    await page
      .getByRole('button', { name: /add layout/i })
      .last()
      .click()
    await page.getByRole('button', { name: 'Hero (page)', exact: true }).click()

    // §3: layout defaults to 'default'; the inputs every layout has are there.
    await expect(input(page, 'layout').locator('.rs__single-value')).toHaveText('default')
    await expect(input(page, 'heading')).toBeVisible()
    await expect(input(page, 'altText')).toBeVisible()
    await expect(checkbox(page, 'Mirrored layout')).toBeVisible()
    await expect(checkbox(page, 'Use fullbleed layout')).toBeHidden()
    await expect(input(page, 'productType')).toBeHidden()
    await expect(checkbox(page, 'Use rich text heading')).toBeHidden()
    await expect(checkbox(page, 'Use video')).toBeHidden()
    await expect(input(page, 'overlayOpacity')).toBeHidden()
    await expect(input(page, 'illustration')).toBeHidden()
    await expect(input(page, 'startCreateButtonText')).toBeHidden()

    // fullbleed: rich-text heading, video and overlay; no mirroring.
    await chooseLayout(page, 'fullbleed')
    await expect(checkbox(page, 'Use rich text heading')).toBeVisible()
    await expect(checkbox(page, 'Use video')).toBeVisible()
    await expect(input(page, 'overlayOpacity')).toBeVisible()
    await expect(input(page, 'overlayOpacity')).toHaveValue('20')
    await expect(checkbox(page, 'Mirrored layout')).toBeHidden()
    await expect(input(page, 'videoUrl')).toBeHidden()
    await checkbox(page, 'Use video').check()
    await expect(input(page, 'videoUrl')).toBeVisible()
    await checkbox(page, 'Use rich text heading').check()
    await expect(page.getByText('Rich text heading', { exact: true })).toBeVisible()
    await expect(input(page, 'heading')).toBeHidden()

    // illustration: its fullbleed option, illustration and background; the fullbleed inputs are gone.
    await chooseLayout(page, 'illustration')
    await expect(checkbox(page, 'Use fullbleed layout')).toBeVisible()
    await expect(input(page, 'illustration')).toBeVisible()
    await expect(input(page, 'illustration').locator('.rs__single-value')).toHaveText('heart-love')
    await expect(input(page, 'backgroundColor')).toBeVisible()
    await expect(checkbox(page, 'Use rich text heading')).toBeHidden()
    await expect(page.getByText('Rich text heading', { exact: true })).toBeHidden()
    await expect(input(page, 'heading')).toBeVisible()
    await expect(checkbox(page, 'Use video')).toBeHidden()
    await expect(input(page, 'videoUrl')).toBeHidden()
    await expect(input(page, 'overlayOpacity')).toBeHidden()

    // product: its productType and start-create text.
    await chooseLayout(page, 'product')
    await expect(input(page, 'productType')).toBeVisible()
    await expect(input(page, 'startCreateButtonText')).toBeVisible()
    await expect(checkbox(page, 'Use fullbleed layout')).toBeHidden()
    await expect(input(page, 'illustration')).toBeHidden()

    // Toggles: the button (with the §3 link rule) and the quote.
    await expect(input(page, 'button__label')).toBeHidden()
    await checkbox(page, 'Add a button').check()
    await expect(input(page, 'button__label')).toBeVisible()
    await expect(input(page, 'button__link')).toBeVisible()
    await expect(input(page, 'button__productType')).toBeHidden()
    await checkbox(page, 'Start create (deep link)').check()
    await expect(input(page, 'button__link')).toBeHidden()
    await expect(input(page, 'button__productType')).toBeVisible()
    await expect(input(page, 'quote__text')).toBeHidden()
    await checkbox(page, 'Add a quote').check()
    await expect(input(page, 'quote__text')).toBeVisible()

    // Back to default: the product inputs go again.
    await chooseLayout(page, 'default')
    await expect(input(page, 'productType')).toBeHidden()
    await expect(input(page, 'startCreateButtonText')).toBeHidden()
  } finally {
    await request.delete(`/api/pages/${doc.id}`, { headers })
  }
})
