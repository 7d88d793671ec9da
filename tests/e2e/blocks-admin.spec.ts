// §8 editor messages in the admin: an EmbedVideo whose url lacks '/embed/' is refused with the exact message.
// Issue #32: block and array rows say what they hold.
import { expect, test } from '@playwright/test'

import { editor, logIn, publishChanges } from './support/admin'

const paragraph = (text: string) => ({
  type: 'paragraph',
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  textFormat: 0,
  children: text ? [{ type: 'text', text, detail: 0, format: 0, mode: 'normal', style: '', version: 1 }] : [],
})

test('block rows read their name and main text, a new one its name, and navigation rows their label', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const login = await request.post('/api/users/login', { data: editor })
  const headers = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  const created = await request.post('/api/pages?locale=en-gb', {
    headers,
    data: {
      title: 'Row labels',
      path: `/row-labels-${Date.now()}`,
      _status: 'draft',
      layout: [
        { blockType: 'Heading', text: 'Your stories, beautifully bound', as: 'h1' },
        {
          blockType: 'AwesomeParagraphs',
          paragraphContent: {
            root: {
              type: 'root',
              version: 1,
              children: [paragraph(''), paragraph('Every page printed to last.')],
            },
          },
        },
      ],
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  try {
    await logIn(page)
    await page.goto(`/admin/collections/pages/${doc.id}`)
    const rows = page.locator('.blocks-field__block-header')
    await expect(rows).toHaveText([
      'Heading – Your stories, beautifully bound',
      'Text – Every page printed to last.',
    ])
    // A new row has no text yet: its block's plain name alone, then its text as the editor types.
    await page
      .getByRole('button', { name: /add layout/i })
      .last()
      .click()
    // The insert menu: plain names in the groups of the registry, in its order (Stories' blocks are stories' only).
    await expect(page.locator('.blocks-drawer__block-group-label')).toHaveText([
      'Heroes',
      'Text',
      'Media',
      'Commerce',
      'Social proof',
      'Layout',
      'Forms',
    ])
    const videoEmbed = page.getByRole('button', { name: 'Video embed', exact: true })
    await expect(videoEmbed).toBeVisible()
    // Each tile: the block's picture and, under it, its one-line description (issue #32 item 4).
    await expect(videoEmbed).toHaveAccessibleDescription(
      'A YouTube or Vimeo video, loaded when the visitor presses play.',
    )
    await expect(videoEmbed.locator('img')).toHaveAttribute('src', '/block-pictures/EmbedVideo.webp')
    await page.getByRole('button', { name: 'Heading', exact: true }).click()
    // The new row arrives with the server's form state.
    await expect(rows.nth(2)).toHaveText('Heading', { timeout: 30_000 })
    await page.locator('#field-layout__2__text').fill('Made to be handed down')
    await expect(rows.nth(2)).toHaveText('Heading – Made to be handed down')
    await expect(page.getByText('Untitled')).toHaveCount(0)

    // In a tab of its own: the page's form has an unsaved row.
    const navigation = await page.context().newPage()
    await navigation.goto('/admin/globals/navigation')
    await expect(navigation.locator('.array-field__row-header').first()).toHaveText('Photo books')
    await expect(navigation.getByText(/Nav Header \d+/)).toHaveCount(0)
  } finally {
    await request.delete(`/api/pages/${doc.id}`, { headers })
  }
})

test('saving an EmbedVideo without /embed/ shows the §8 message, and a correct url saves', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const found = await (await request.get('/api/pages?where[path][equals]=/photoprints&depth=0')).json()
  const id = found.docs[0].id as number

  await logIn(page)
  await page.goto(`/admin/collections/pages/${id}`)
  await page
    .getByRole('button', { name: /add layout/i })
    .last()
    .click()
  await page.getByRole('button', { name: 'Video embed', exact: true }).click()
  const url = page.locator('input[id$="__url"]').last()
  await url.fill('https://www.youtube.com/watch?v=abc')
  // Let the draft autosave settle; publishing is what validates.
  await expect(page.getByText(/last saved/i).first()).toBeVisible({ timeout: 30_000 })
  await page.waitForTimeout(2_500)
  await page.getByRole('button', { name: /publish changes/i }).click()
  await expect(page.getByText('Your video need to contain "embed" to work').first()).toBeVisible({
    timeout: 30_000,
  })

  await url.fill('https://www.youtube-nocookie.com/embed/abc')
  await publishChanges(page)
})
