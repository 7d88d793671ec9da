// Issue #32 item 1, journey (d): click-to-edit both ways. In the admin's Live Preview a click on a nested block opens
// its fields (its row and its ancestors expanded, the others collapsed, its first input focused); a field focused in
// the form outlines its block in the preview; from the preview an editor inserts a block after the selected one
// and moves one up; the header opens its global. Item 2: none of it is in a visitor's HTML or scripts.
import { expect, type Page, test } from '@playwright/test'

import { editorHeaders, logIn } from './support/admin'

const heading = (text: string, as = 'h2') => ({ blockType: 'Heading', text, as })

/** The form's row element of a block (Payload's id: the parent path dashed, "-row-", the index). */
const row = (page: Page, id: string) => page.locator(`[id="${id}"]`)
const collapsed = (page: Page, id: string) => row(page, id).locator('> .collapsible').first()

test('a visitor’s page has no editing markers or script', async ({ request }) => {
  const html = await (await request.get('/photobooks')).text()
  expect(html).toContain('<main')
  expect(html).not.toContain('data-edit-')
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]!)
  expect(scripts.length).toBeGreaterThan(0)
  for (const src of scripts) {
    const body = await (await request.get(src)).text()
    expect(body, src).not.toContain('lumibook-preview')
  }
})

test('click-to-edit: preview and form select each other; insert, move and the header from the preview', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000)
  const headers = await editorHeaders(request)
  const path = `/click-to-edit-${Date.now()}`
  const created = await request.post('/api/pages?locale=en-gb', {
    headers,
    data: {
      title: 'Click to edit',
      path,
      _status: 'draft',
      layout: [
        heading('Top of the page', 'h1'),
        {
          blockType: 'Container',
          content: [
            heading('Inside the container'),
            { blockType: 'Box', content: [heading('Deep in the box', 'h3')] },
          ],
        },
        heading('Last on the page'),
      ],
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }

  // The draft preview's HTML names each block; the editor's, not a visitor's.
  await logIn(page)
  const draft = await page.goto(`/preview?collection=pages&path=${encodeURIComponent(path)}`)
  const draftHtml = (await draft?.text()) ?? ''
  expect(draftHtml).toContain('data-edit-path="layout.1.content.1.content.0"')

  await page.goto(`/admin/collections/pages/${doc.id}`)
  const toggle = page.getByRole('button', { name: /^(Exit )?Live Preview$/ })
  await expect(toggle).toBeVisible()
  if ((await toggle.getAttribute('aria-label')) === 'Live Preview') await toggle.click()
  const frame = page.frameLocator('iframe#live-preview-iframe')
  await expect(frame.getByRole('heading', { name: 'Deep in the box' })).toBeVisible({ timeout: 30_000 })

  // Hovering names the block under the pointer.
  await frame.getByRole('heading', { name: 'Inside the container' }).hover()
  await expect(frame.locator('[data-edit-outline="layout.1.content.0"]')).toContainText('Heading')

  // A click on the innermost block opens its fields: ancestors expanded, the other rows collapsed, focus inside.
  await frame.getByRole('heading', { name: 'Deep in the box' }).click()
  const deep = 'layout-1-content-1-content-row-0'
  await expect(row(page, deep).locator('.collapsible__content').first()).toBeVisible()
  await expect(collapsed(page, 'layout-row-1')).not.toHaveClass(/collapsible--collapsed/)
  await expect(collapsed(page, 'layout-1-content-row-1')).not.toHaveClass(/collapsible--collapsed/)
  await expect(collapsed(page, 'layout-row-0')).toHaveClass(/collapsible--collapsed/)
  await expect(collapsed(page, 'layout-row-2')).toHaveClass(/collapsible--collapsed/)
  await expect(collapsed(page, 'layout-1-content-row-0')).toHaveClass(/collapsible--collapsed/)
  await expect
    .poll(() => page.evaluate((id) => Boolean(document.activeElement?.closest(`[id="${id}"]`)), deep))
    .toBe(true)
  await expect(page.locator('#field-layout__1__content__1__content__0__text')).toBeFocused()
  await expect(frame.locator('[data-edit-outline="layout.1.content.1.content.0"]')).toBeVisible()

  // The other way: a field focused in the form outlines its block in the preview.
  await row(page, 'layout-row-2').locator('.collapsible__toggle').first().click()
  await page.locator('#field-layout__2__text').focus()
  await expect(frame.locator('[data-edit-outline="layout.2"]')).toContainText('Heading')

  // Insert after the first block, from the preview: Payload's block picker opens at that position.
  await frame.getByRole('heading', { name: 'Top of the page' }).click()
  const toolbar = frame.getByRole('toolbar', { name: 'Heading block' })
  await toolbar.getByRole('button', { name: 'Insert after' }).click()
  const picker = page.locator('.drawer--is-open').last()
  await expect(picker).toBeVisible()
  await picker.getByRole('button', { name: 'Quote', exact: true }).click()
  // The new Quote is the second block, open and focused; the rest moved down by one.
  await expect(row(page, 'layout-row-1').locator('.blocks-field__block-header').first()).toHaveText(
    /^Quote/,
    {
      timeout: 30_000,
    },
  )
  await expect(collapsed(page, 'layout-row-1')).not.toHaveClass(/collapsible--collapsed/)
  await expect(row(page, 'layout-row-3')).toContainText('Last on the page')
  // It is on screen with the focus inside, once the picker has closed (and handed the focus back).
  await expect(row(page, 'layout-row-1').locator('.blocks-field__block-header').first()).toBeInViewport()
  await expect
    .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[id="layout-row-1"]'))))
    .toBe(true)

  // Move the last block up, from the preview, once the autosaved draft shows there.
  await expect(frame.locator('[data-edit-path="layout.3"]')).toContainText('Last on the page', {
    timeout: 30_000,
  })
  await frame.getByRole('heading', { name: 'Last on the page' }).click()
  await frame.getByRole('toolbar', { name: 'Heading block' }).getByRole('button', { name: 'Move up' }).click()
  await expect(page.locator('#field-layout__2__text')).toHaveValue('Last on the page')
  await expect(frame.locator('[data-edit-path="layout.2"]')).toContainText('Last on the page', {
    timeout: 30_000,
  })

  // The header is the navigation global's.
  await frame.locator('[data-edit-global="navigation"]').click({ position: { x: 5, y: 5 } })
  await page.waitForURL(/\/admin\/globals\/navigation/)

  // Leave the editor's admin as other tests expect it.
  await page.goto(`/admin/collections/pages/${doc.id}`)
  await page.getByRole('button', { name: 'Exit Live Preview', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Live Preview', exact: true })).toBeVisible()
})

test('the Live Preview catches up with the last save when its refreshes were answered with an older render', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const headers = await editorHeaders(request)
  const path = `/live-preview-catch-up-${Date.now()}`
  const created = await request.post('/api/pages?locale=en-gb', {
    headers,
    data: { title: 'Catch up', path, _status: 'draft', layout: [heading('Before the save', 'h1')] },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  try {
    // The route's reads as the preview makes them. While `holdStale`, each is answered with the first one: a render
    // read before the save was committed, or an answer dropped for a newer one that then failed (CI of 2026-11-29).
    let stale: { body: Buffer; headers: Record<string, string> } | undefined
    let holdStale = false
    let staleAnswers = 0
    await page.route(
      (url) => url.pathname === path && url.searchParams.has('_rsc'),
      async (route) => {
        if (holdStale && stale) {
          staleAnswers += 1
          return route.fulfill({ status: 200, headers: stale.headers, body: stale.body })
        }
        const response = await route.fetch()
        // Its body as Playwright hands it over: decoded, so without the encoding and length it was sent with.
        const sent = Object.entries(response.headers()).filter(
          ([name]) => name !== 'content-encoding' && name !== 'content-length',
        )
        stale ??= { body: await response.body(), headers: Object.fromEntries(sent) }
        await route.fulfill({ response })
      },
    )
    let lastAutosave = 0
    page.on('request', (request) => {
      if (request.url().includes(`/api/pages/${doc.id}?`) && request.url().includes('autosave=true'))
        lastAutosave = Date.now()
    })
    await logIn(page)
    await page.goto(`/admin/collections/pages/${doc.id}?locale=en-gb`)
    const toggle = page.getByRole('button', { name: /^(Exit )?Live Preview$/ })
    await expect(toggle).toBeVisible()
    if ((await toggle.getAttribute('aria-label')) === 'Live Preview') await toggle.click()
    const block = page.frameLocator('iframe#live-preview-iframe').locator('[data-edit-path="layout.0"]')
    await expect(block).toContainText('Before the save', { timeout: 30_000 })
    await expect.poll(() => Boolean(stale), { timeout: 30_000 }).toBe(true)

    holdStale = true
    await page.locator('#field-layout__0__text').fill('After the save')
    // Every refresh the saves asked for is answered with the older render, until the saves have settled.
    await expect
      .poll(() => staleAnswers >= 2 && lastAutosave > 0 && Date.now() - lastAutosave > 4_000, {
        timeout: 30_000,
      })
      .toBe(true)
    await expect(block).toContainText('Before the save')
    holdStale = false
    await expect(block).toContainText('After the save', { timeout: 30_000 })
  } finally {
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    await page.goto(`/admin/collections/pages/${doc.id}?locale=en-gb`)
    const preview = page.getByRole('button', { name: /^(Exit )?Live Preview$/ })
    await expect(preview).toBeVisible()
    if ((await preview.getAttribute('aria-label')) === 'Exit Live Preview') await preview.click()
    await request.delete(`/api/pages/${doc.id}`, { headers })
  }
})
