// Issue #30 on the built site: an upload whose file is gone is a 404 (directly and through /_next/image) and a
// missing picture on a page that still answers 200; a market's page names one Christmas deadline; what an editor
// types while an autosave is on its way stays in the form and reaches the draft.
import { rm } from 'node:fs/promises'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { editor, editorHeaders, logIn } from './support/admin'

test('a media file that is gone answers 404, and the page showing it still answers', async ({ request }) => {
  const login = await request.post('/api/users/login', { data: editor })
  const headers = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  expect((await request.get('/api/media/file/missing.webp')).status()).toBe(404)
  expect(
    (await request.get('/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fmissing.webp&w=384&q=75')).status(),
  ).toBe(404)

  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  )
  const name = `e2e-gone-${Date.now()}.png`
  const upload = await request.post('/api/media', {
    headers,
    multipart: {
      file: { name, mimeType: 'image/png', buffer: png },
      _payload: JSON.stringify({ alt: 'Gone' }),
    },
  })
  expect(upload.status(), await upload.text()).toBe(201)
  const { doc: media } = (await upload.json()) as { doc: { id: number; filename: string } }
  const pagePath = `/e2e-gone-${Date.now()}`
  const created = await request.post('/api/pages?locale=en-gb', {
    headers,
    data: {
      title: 'A picture that is gone',
      path: pagePath,
      _status: 'published',
      layout: [
        { blockType: 'TextImage', heading: 'Gone', image: media.id, altText: 'A photo book that is gone' },
      ],
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { doc: page } = (await created.json()) as { doc: { id: number } }
  try {
    // The file leaves the media folder behind the CMS's back (a lost volume, a hand clean-up).
    await rm(path.join(process.cwd(), 'data/e2e/media', media.filename))
    expect((await request.get(`/api/media/file/${media.filename}`)).status()).toBe(404)
    await expect.poll(async () => (await request.get(pagePath)).status(), { timeout: 10_000 }).toBe(200)
    const html = await (await request.get(pagePath)).text()
    const image = /<img[^>]*alt="A photo book that is gone"[^>]*src="([^"]+)"/.exec(html)
    expect(image, 'the page keeps the picture’s place and its alt text').not.toBeNull()
    const src = image![1]!.replaceAll('&amp;', '&')
    expect((await request.get(src)).status()).toBe(404)
  } finally {
    await request.delete(`/api/pages/${page.id}`, { headers })
    await request.delete(`/api/media/${media.id}`, { headers })
  }
})

test('the seeded US home page names one Christmas deadline: the banner’s is the countdown’s', async ({
  request,
}) => {
  const html = await (await request.get('/en-us')).text()
  const found = await (await request.get('/api/pages?where[path][equals]=/&locale=en-us&depth=0')).json()
  const countdown = (found.docs[0].layout as { blockType: string; targetDate: string }[]).find(
    (block) => block.blockType === 'Countdown',
  )!
  const day = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(countdown.targetDate),
  )
  expect(day).toMatch(/^December \d+$/)
  expect(html).toContain(`Order by ${day} for delivery before Christmas.`)
  expect(new Set([...html.matchAll(/Order by (December \d+)/g)].map((match) => match[1]))).toEqual(
    new Set([day]),
  )
})

test('an entry with values nobody can read (written into the database by hand) opens, saves and deletes in the admin', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const login = await request.post('/api/users/login', { data: editor })
  const headers = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  const pagePath = `/e2e-hand-edited-${Date.now()}`
  const created = await request.post('/api/pages?locale=en-gb', {
    headers,
    data: {
      title: 'Hand edited',
      path: pagePath,
      _status: 'published',
      layout: [{ blockType: 'Countdown', targetDate: '2030-12-24T18:00:00.000Z', contentAlignment: 'left' }],
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  // A hand edit of the site's SQLite database, beside the running server (libsql, the driver Payload uses).
  const { createClient } = await import('@libsql/client')
  const database = createClient({ url: `file:${path.join(process.cwd(), 'data/e2e/shop.db')}` })
  // The running server may hold the write lock for a moment: wait for it rather than fail with SQLITE_BUSY.
  await database.execute('PRAGMA busy_timeout = 15000')
  for (const table of ['pages_blocks_countdown', '_pages_v_blocks_countdown'])
    await database.execute({
      sql: `UPDATE ${table} SET target_date = 'not-a-date', content_alignment = 'sideways' WHERE _parent_id IN (SELECT id FROM ${table === 'pages_blocks_countdown' ? 'pages' : '_pages_v'} WHERE ${table === 'pages_blocks_countdown' ? 'id' : 'parent_id'} = ?)`,
      args: [doc.id],
    })
  database.close()

  expect((await request.get('/api/pages?limit=100', { headers })).status()).toBe(200)
  expect((await request.get(`/api/pages/${doc.id}`, { headers })).status()).toBe(200)
  await expect.poll(async () => (await request.get(pagePath)).status(), { timeout: 10_000 }).toBe(200)

  await page.goto('/admin/login')
  await page.locator('#field-email').fill(editor.email)
  await page.locator('#field-password').fill(editor.password)
  await page.getByRole('button', { name: /log ?in/i }).click()
  await page.waitForURL(/\/admin(?!\/login)/)
  expect((await page.goto('/admin/collections/pages'))?.status()).toBe(200)
  await expect(page.getByRole('link', { name: 'Hand edited' })).toBeVisible()
  expect((await page.goto(`/admin/collections/pages/${doc.id}`))?.status()).toBe(200)
  await expect(page.locator('#field-title')).toHaveValue('Hand edited')
  // The unreadable date reads as unset: the editor sets it and publishes.
  const fixed = await request.patch(`/api/pages/${doc.id}?locale=en-gb`, {
    headers,
    data: { layout: [{ blockType: 'Countdown', targetDate: '2031-12-24T18:00:00.000Z' }] },
  })
  expect(fixed.status(), await fixed.text()).toBe(200)
  expect((await request.delete(`/api/pages/${doc.id}`, { headers })).status()).toBe(200)
})

test('a heading typed while an autosave is on its way stays, after the editor moves on to the alt text (payload#17676)', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const headers = await editorHeaders(request)
  const created = await request.post('/api/pages?locale=en-gb&draft=true', {
    headers,
    data: {
      title: `Autosave race ${Date.now()}`,
      path: `/e2e-autosave-race-${Date.now()}`,
      _status: 'draft',
      layout: [{ blockType: 'TextImage', heading: 'Before', altText: 'Before' }],
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  try {
    await logIn(page)
    await page.goto(`/admin/collections/pages/${doc.id}?locale=en-gb`)
    const heading = page.locator('#field-layout__0__heading')
    const altText = page.locator('#field-layout__0__altText')
    await expect(heading).toHaveValue('Before')
    // The first autosave is slow to arrive (a busy server, a slow network); the later ones are not held.
    let release: () => void = () => undefined
    const released = new Promise<void>((resolve) => (release = resolve))
    let held = 0
    await page.route(
      (url) => url.pathname === `/api/pages/${doc.id}` && url.searchParams.get('autosave') === 'true',
      async (route) => {
        if ((held += 1) === 1) await released
        await route.continue()
      },
    )
    const firstAutosave = page.waitForRequest((r) => r.url().includes('autosave=true'))
    await altText.fill('A first alt text')
    await firstAutosave
    // While it is on its way (it still carries the old heading): the heading, then the alt text again.
    await heading.fill('Typed while saving')
    await altText.fill('Photo book pages')
    const answered = page.waitForResponse((r) => r.url().includes('autosave=true'))
    release()
    await answered
    // The draft read back has both, and so has the form.
    await expect
      .poll(
        async () => {
          const draft = await request.get(`/api/pages/${doc.id}?draft=true&locale=en-gb&depth=0`, { headers })
          const [block] = ((await draft.json()) as { layout: { heading: string; altText: string }[] }).layout
          return `${block?.heading} / ${block?.altText}`
        },
        { timeout: 20_000 },
      )
      .toBe('Typed while saving / Photo book pages')
    await expect(heading).toHaveValue('Typed while saving')
  } finally {
    await request.delete(`/api/pages/${doc.id}`, { headers })
  }
})
