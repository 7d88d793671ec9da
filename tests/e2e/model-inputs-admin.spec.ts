// Issue #31: each block is defined once for pages and stories; what differs is a condition on that one definition.
// In the admin, a Heading added to a story offers the story-only inputs (§4 anchors, blogHeadingPosition) and one
// added to a page does not; a block's bottom margin defaults to xxxl as a section of the page and to none inside a
// Container (§3), shown as soon as the block is added, and an input with no default says so (issue #32 item 8); the
// saved blocks carry their entry's modelType.
import { expect, type APIRequestContext, type Page, test } from '@playwright/test'

import { editor, logIn } from './support/admin'

const input = (page: Page, path: string) => page.locator(`#field-${path.replaceAll('.', '__')}`)

async function draft(request: APIRequestContext, collection: 'pages' | 'stories') {
  const login = await request.post('/api/users/login', { data: editor })
  const { token } = (await login.json()) as { token: string }
  const headers = { Authorization: `JWT ${token}` }
  const stamp = Date.now()
  const created = await request.post(`/api/${collection}?locale=en-gb`, {
    headers,
    data: {
      title: 'Model inputs',
      path: collection === 'pages' ? `/model-inputs-${stamp}` : `model-inputs-${stamp}`,
      ...(collection === 'stories' ? { publishedAt: '2026-11-01T00:00:00.000Z' } : {}),
      _status: 'draft',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  return { id: doc.id, headers }
}

/** Expands every collapsed Spacing group (the margins sit in one, §3). */
async function openSpacing(page: Page) {
  const toggles = page
    .locator('.collapsible__toggle-wrap')
    .filter({ hasText: /Spacing$/ })
    .locator('.collapsible__toggle--collapsed')
  while ((await toggles.count()) > 0) await toggles.first().click()
}

/** Opens the entry and adds a block from the layout's insert menu. */
async function addBlock(page: Page, label: string, textPath: string, field = /add layout/i) {
  await page.getByRole('button', { name: field }).last().click()
  await page.getByRole('button', { name: label, exact: true }).click()
  // The new row's inputs arrive with the server's form state.
  if (textPath) await expect(input(page, textPath)).toBeVisible({ timeout: 30_000 })
}

test('a story’s Heading offers its model’s inputs, a page’s does not, and margins default by place', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const story = await draft(request, 'stories')
  const pageEntry = await draft(request, 'pages')
  try {
    await logIn(page)

    await page.goto(`/admin/collections/stories/${story.id}`)
    await addBlock(page, 'Heading', 'layout.0.text')
    await expect(page.getByRole('checkbox', { name: 'Anchor reference', exact: true })).toBeVisible()
    await expect(input(page, 'layout.0.blogHeadingPosition')).toBeVisible()
    await input(page, 'layout.0.text').fill('A story heading')
    await openSpacing(page)
    await expect(input(page, 'layout.0.marginBottom').locator('.rs__single-value')).toHaveText('xxxl')
    // Issue #32 item 8: a select with no default of its own says the block's design applies, not "Select a value".
    await expect(input(page, 'layout.0.marginTop').locator('.rs__placeholder')).toHaveText('Block default')
    // Autosave stores the block with its model (§3 modelType).
    await expect
      .poll(async () => {
        const response = await request.get(`/api/stories/${story.id}?draft=true&depth=0`, {
          headers: story.headers,
        })
        const { layout } = (await response.json()) as { layout?: { text?: string; modelType?: string }[] }
        return layout?.[0] && `${layout[0].text} ${layout[0].modelType}`
      })
      .toBe('A story heading blog')

    await page.goto(`/admin/collections/pages/${pageEntry.id}`)
    await addBlock(page, 'Heading', 'layout.0.text')
    await expect(page.getByRole('checkbox', { name: 'Anchor reference', exact: true })).toBeHidden()
    await expect(input(page, 'layout.0.blogHeadingPosition')).toBeHidden()
    await addBlock(page, 'Container', '')
    await addBlock(page, 'Heading', 'layout.1.content.0.text', /add content/i)
    await input(page, 'layout.1.content.0.text').fill('Inside a container')
    await openSpacing(page)
    await expect(input(page, 'layout.0.marginBottom').locator('.rs__single-value')).toHaveText('xxxl')
    await expect(input(page, 'layout.1.content.0.marginBottom').locator('.rs__single-value')).toHaveText(
      'none',
    )
  } finally {
    await request.delete(`/api/stories/${story.id}`, { headers: story.headers })
    await request.delete(`/api/pages/${pageEntry.id}`, { headers: pageEntry.headers })
  }
})
