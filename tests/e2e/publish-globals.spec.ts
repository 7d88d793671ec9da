// Issue #24 item 17: an editor's publish of a global (here the navigation, §2 navHeaders) reaches the cached pages
// within seconds, not after the hour a page is otherwise kept. The original navigation is put back afterwards.
import { expect, type APIRequestContext, test } from '@playwright/test'

import { editor } from './support/admin'

async function editorHeaders(request: APIRequestContext) {
  const login = await request.post('/api/users/login', { data: editor })
  return { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
}

type NavHeaders = { label: string; link: string }[]

async function publishNavigation(request: APIRequestContext, navHeaders: NavHeaders) {
  const response = await request.post('/api/globals/navigation?locale=en-gb', {
    headers: await editorHeaders(request),
    data: { navHeaders },
  })
  expect(response.ok(), await response.text()).toBe(true)
}

/** The page's HTML until it holds (or lacks) the text, for at most 10 s. */
async function eventually(request: APIRequestContext, url: string, text: string, present: boolean) {
  await expect
    .poll(async () => (await (await request.get(url)).text()).includes(text), {
      timeout: 10_000,
      intervals: [500],
    })
    .toBe(present)
}

test('a published navigation shows on cached pages within seconds, and so does its undoing', async ({
  request,
}) => {
  const pages = ['/photobooks', '/stories']
  // Both pages are rendered and cached before the publish.
  for (const url of pages) expect((await request.get(url)).status()).toBe(200)
  const current = await request.get('/api/globals/navigation?locale=en-gb&depth=0', {
    headers: await editorHeaders(request),
  })
  const original = ((await current.json()) as { navHeaders?: NavHeaders }).navHeaders ?? []
  const label = `Gift ideas ${Date.now()}`
  try {
    await publishNavigation(request, [...original, { label, link: '/photobooks' }])
    for (const url of pages) await eventually(request, url, label, true)
  } finally {
    await publishNavigation(request, original)
  }
  for (const url of pages) await eventually(request, url, label, false)
})

test('issue #22: publishing a page serves its new version, with a new ETag, on the very next request', async ({
  request,
}) => {
  const headers = await editorHeaders(request)
  const found = await (
    await request.get('/api/pages?where[path][equals]=/prints&depth=0&locale=en-gb')
  ).json()
  const { id, title } = found.docs[0] as { id: number; title: string }
  const before = await request.get('/prints', { headers: { 'accept-encoding': 'br' } })
  const again = await request.get('/prints', { headers: { 'accept-encoding': 'br' } })
  expect(again.headers().etag).toBe(before.headers().etag)
  const edited = `${title} (${Date.now()})`
  const publish = (value: string) =>
    request.patch(`/api/pages/${id}?locale=en-gb`, { headers, data: { title: value, _status: 'published' } })
  try {
    expect((await publish(edited)).ok()).toBe(true)
    const after = await request.get('/prints', { headers: { 'accept-encoding': 'br' } })
    expect(after.headers().etag).not.toBe(before.headers().etag)
    expect(await after.text()).toContain(edited)
  } finally {
    await publish(title)
  }
})
