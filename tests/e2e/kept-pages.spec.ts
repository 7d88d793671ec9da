// Issue #34 on the production build: the router's index is no public answer; a publish renders the entry's URLs in
// every locale before the editor's save answers, so the first visitor of each gets a kept version, and it drops no
// other entry's version. (Durability and sharing across instances: src/server/pages/pages.test.ts, tests/scale.)
import { expect, type APIRequestContext, test } from '@playwright/test'

import { editor } from './support/admin'

async function editorHeaders(request: APIRequestContext) {
  const login = await request.post('/api/users/login', { data: editor })
  return { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
}

/** A browser's request for a page: its status, validator, whether the server rendered it, and its text. */
async function visit(request: APIRequestContext, url: string) {
  const response = await request.get(url, { headers: { 'accept-encoding': 'br, gzip' } })
  return {
    status: response.status(),
    // The content's hash, whichever compression it is sent with (the best one replaces the fast one meanwhile).
    content: response.headers().etag?.replace(/-\w+"$/, '"'),
    timing: response.headers()['server-timing'] ?? '',
    text: await response.text(),
  }
}

test('the routing index answers nobody but the front door: no paths, no experiments', async ({ request }) => {
  for (const url of [
    '/routing-index.json',
    '/site-index.json',
    '/redirect-index.json',
    '/variant-index.json',
  ]) {
    for (const headers of [{}, { 'x-lumibook-internal': 'guess' }] as Record<string, string>[]) {
      const response = await request.get(url, { headers })
      expect(response.status(), url).toBe(404)
      expect(await response.text()).not.toMatch(/abTest|personalisation|trafficShare|"records"/)
    }
  }
})

test('a publish renders the entry in every locale before the save answers, and keeps every other entry’s version', async ({
  request,
}) => {
  test.setTimeout(180_000)
  const headers = await editorHeaders(request)
  const others = ['/photobooks', '/photoprints', '/sv-se/borja-skapa-fotobocker']
  const before = await Promise.all(others.map((url) => visit(request, url)))
  const slug = `kept-${Date.now()}`
  const created = await request.post('/api/pages?locale=en-gb', {
    headers,
    data: { title: 'A page kept before anyone asks', path: `/${slug}`, _status: 'published' },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  try {
    for (const url of [`/${slug}`, `/sv-se/${slug}`, `/da-dk/${slug}`, `/es-es/${slug}`]) {
      const first = await visit(request, url)
      expect(first.status, url).toBe(200)
      expect(first.text).toContain('A page kept before anyone asks')
      // Its first request is answered from a kept version: no render.
      expect(first.timing, url).toBe('kept')
    }
    expect((await visit(request, '/sitemap/pages-0.xml')).text).toContain(`/${slug}</loc>`)
    // What the publish queued behind its own URLs (lists, feeds, related entries) drains; /healthz counts it.
    await expect
      .poll(
        async () => ((await (await request.get('/healthz')).json()) as { pages?: { backlog: number } }).pages,
        {
          timeout: 120_000,
        },
      )
      .toEqual({ backlog: 0 })
    const after = await Promise.all(others.map((url) => visit(request, url)))
    expect(after.map(({ content }) => content)).toEqual(before.map(({ content }) => content))
    expect(after.map(({ timing }) => timing)).toEqual(others.map(() => 'kept'))
  } finally {
    await request.delete(`/api/pages/${doc.id}`, { headers })
  }
  // Unpublished: the router answers 404 at once, and the kept version is gone.
  expect((await visit(request, `/${slug}`)).status).toBe(404)
})

test('a render makes no per-segment prefetch data: a segment prefetch gets the whole page’s payload', async ({
  request,
}) => {
  // The public pages prefetch nothing (src/server/nextRuntimePatch.mjs); unpatched, Next answers this from the
  // segments it made at render (`x-nextjs-postponed: 2`, ~2 KB: the route tree alone).
  await request.get('/photobooks')
  const prefetch = await request.get('/photobooks', {
    headers: { rsc: '1', 'next-router-prefetch': '1', 'next-router-segment-prefetch': '/_tree' },
  })
  expect(prefetch.status()).toBe(200)
  expect(prefetch.headers()['content-type']).toContain('text/x-component')
  expect(prefetch.headers()['x-nextjs-postponed']).toBeUndefined()
  expect(await prefetch.text()).toContain('Photo books · Lumibook')
})
