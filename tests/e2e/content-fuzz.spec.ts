// Issue #30: no editor's write makes stored content unreadable. A property-based fuzz (fast-check, seed printed,
// replay with CONTENT_FUZZ_SEED and CONTENT_FUZZ_RUNS) saves random layouts through the REST API with an editor's
// token: every block of the real configs (src/blocks/registry.ts), each field given a well-formed value, a value of
// the wrong type, out of range, not in its options, a date that is not one, a relation to deleted media, whether its
// condition shows it or not, blocks nested in blocks; as drafts, autosaves and publishes. Every answer is a 2xx or a
// 4xx. Afterwards every read surface answers 200 (the REST list and each entry, each published page in three
// locales, the sitemap, the admin's list and edit view in a browser) and every entry the run made can be deleted.
// Issue #31: on a server of its own (same build, own database), so that it runs beside the tests that read the site.
import { stripVTControlCharacters } from 'node:util'

import { expect, type APIRequestContext, type Page, test } from '@playwright/test'
import fc from 'fast-check'

import { type Collection, type Media, type Mode, savesOf } from '../support/contentFuzz'
import { editor } from './support/admin'
import { ownServerForFile } from './support/ownServer'

// Next to the browser tests' server and the hosted tests' two ports (hosted.spec.ts).
const own = ownServerForFile(3)

const seed = Number(process.env.CONTENT_FUZZ_SEED ?? 20261130)
const runs = Number(process.env.CONTENT_FUZZ_RUNS ?? 1000)
const runId = `fuzz-${seed}`

async function login(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/users/login', { data: editor })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { token: string }).token
}

function client(request: APIRequestContext, token: string) {
  const headers = { authorization: `JWT ${token}` }
  return {
    get: (path: string) => request.get(`/api${path}`, { headers }),
    post: (path: string, data: unknown) => request.post(`/api${path}`, { headers, data }),
    patch: (path: string, data: unknown) => request.patch(`/api${path}`, { headers, data }),
    delete: (path: string) => request.delete(`/api${path}`, { headers }),
  }
}

const query: Record<Mode, string> = {
  draft: 'draft=true&locale=en-gb',
  autosave: 'draft=true&autosave=true&locale=en-gb',
  publish: 'locale=en-gb',
}

async function pngUpload(request: APIRequestContext, token: string, name: string) {
  // The smallest PNG: one transparent pixel.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  )
  const response = await request.post('/api/media', {
    headers: { authorization: `JWT ${token}` },
    multipart: {
      file: { name, mimeType: 'image/png', buffer: png },
      _payload: JSON.stringify({ alt: name }),
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { doc: { id: number } }).doc.id
}

async function videoUpload(request: APIRequestContext, token: string) {
  const webm = Buffer.from('1a45dfa39f4286810142f7810142f2810442f381084282847765626d4287810242858102', 'hex')
  const response = await request.post('/api/media', {
    headers: { authorization: `JWT ${token}` },
    multipart: {
      file: { name: `${runId}.webm`, mimeType: 'video/webm', buffer: webm },
      _payload: JSON.stringify({ alt: 'A film' }),
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { doc: { id: number } }).doc.id
}

async function adminLogin(page: Page) {
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(editor.email)
  await page.locator('#field-password').fill(editor.password)
  await page.getByRole('button', { name: /log ?in/i }).click()
  await page.waitForURL(/\/admin(?!\/login)/)
}

test('editors’ random writes never make content unreadable (issue #30)', async ({ request, page }) => {
  test.setTimeout(20 * 60_000)
  console.log(
    `content fuzz: seed ${seed}, ${runs} runs (replay: CONTENT_FUZZ_SEED=${seed} CONTENT_FUZZ_RUNS=${runs})`,
  )
  const token = await login(request)
  const api = client(request, token)
  const deleted = await pngUpload(request, token, `${runId}-deleted.png`)
  expect((await api.delete(`/media/${deleted}`)).status()).toBe(200)
  const media: Media = {
    image: await pngUpload(request, token, `${runId}.png`),
    video: await videoUpload(request, token),
    deleted,
  }

  // A pool of published entries the saves change, and those the run creates (a few, so that reading each of them
  // back stays cheap): all deleted at the end.
  const newEntries = 3
  const created: Record<Collection, number[]> = { pages: [], stories: [] }
  const paths = new Map<string, string>()
  let serial = 0
  async function create(collection: Collection, mode: Mode, layout: unknown[] = []) {
    serial += 1
    const path = collection === 'pages' ? `/${runId}-${serial}` : `${runId}-${serial}`
    const response = await api.post(`/${collection}?${query[mode]}`, {
      title: `Fuzz ${serial}`,
      path,
      ...(collection === 'stories' ? { publishedAt: '2026-11-01T00:00:00.000Z' } : {}),
      _status: mode === 'publish' ? 'published' : 'draft',
      layout,
    })
    if (response.status() === 201) {
      const id = ((await response.json()) as { doc: { id: number } }).doc.id
      created[collection].push(id)
      paths.set(`${collection} ${id}`, path)
    }
    return response
  }
  for (const collection of ['pages', 'stories'] as const)
    for (let index = 0; index < 3; index += 1)
      expect((await create(collection, 'publish')).status()).toBe(201)

  const saves = savesOf(media)

  const statuses = new Map<number, number>()
  const started = Date.now()
  await fc.assert(
    fc.asyncProperty(saves, async (save) => {
      const creating = save.target === 'new' && created[save.collection].length < 3 + newEntries
      const target = save.target === 'new' ? save.layout.length % 3 : save.target
      const response = creating
        ? await create(save.collection, save.mode === 'autosave' ? 'draft' : save.mode, save.layout)
        : await api.patch(`/${save.collection}/${created[save.collection][target]}?${query[save.mode]}`, {
            layout: save.layout,
            _status: save.mode === 'publish' ? 'published' : 'draft',
          })
      const status = response.status()
      statuses.set(status, (statuses.get(status) ?? 0) + 1)
      if (status >= 500) throw new Error(`${status}: ${await response.text()}`)
    }),
    { seed, numRuns: runs, endOnFailure: true },
  )
  console.log(
    `content fuzz: ${runs} saves in ${Math.round((Date.now() - started) / 1000)} s, answers ${JSON.stringify(Object.fromEntries(statuses))}`,
  )
  // Some saves went through, some were refused: the fuzz reached both sides.
  expect(statuses.get(200) ?? 0).toBeGreaterThan(0)
  expect(statuses.get(400) ?? 0).toBeGreaterThan(0)
  // A refused save is the editor's to fix, not the operator's: logged at info, not as an ERROR with a stack.
  const refusals = (level: string) =>
    own
      .lines()
      .filter((line) =>
        new RegExp(`${level}: The following fields? (is|are) invalid`).test(stripVTControlCharacters(line)),
      ).length
  expect(refusals('INFO')).toBeGreaterThan(0)
  expect(refusals('ERROR')).toBe(0)
  // So is a value the database cannot bind (issue #21): a 400, logged at info in one line, not the SQL statement.
  const unbindable = ['/api/pages/Infinity', '/api/media/NaN', '/api/pages/count?where[id][in]=a,b']
  for (const url of unbindable) expect((await request.get(url)).status(), url).toBe(400)
  const unfit = (line: string) =>
    /INFO: A value in the request does not fit its field/.test(stripVTControlCharacters(line))
  await expect.poll(() => own.lines().filter(unfit).length).toBe(unbindable.length)
  expect(own.lines().filter((line) => line.includes('Failed query'))).toEqual([])

  // Every read surface answers.
  const reading = Date.now()
  for (const collection of ['pages', 'stories'] as const) {
    for (const list of [`/${collection}?limit=200&depth=1`, `/${collection}?limit=200&depth=1&draft=true`])
      expect((await api.get(list)).status(), list).toBe(200)
    expect((await request.get(`/api/${collection}?limit=200`)).status()).toBe(200)
    for (const id of created[collection]) {
      for (const read of [
        `/${collection}/${id}?depth=2`,
        `/${collection}/${id}?depth=2&draft=true&locale=sv-se`,
      ])
        expect((await api.get(read)).status(), read).toBe(200)
      const published = (await (await request.get(`/api/${collection}/${id}?depth=0`)).json()) as {
        _status?: string
      }
      if (published._status !== 'published') continue
      const path = paths.get(`${collection} ${id}`)!
      const url = collection === 'pages' ? path : `/stories/${path}`
      for (const prefix of ['', '/sv-se', '/de-de']) {
        const response = await request.get(`${prefix}${url}`)
        expect(response.status(), `${prefix}${url}`).toBe(200)
      }
    }
  }
  expect((await request.get('/sitemap.xml')).status()).toBe(200)
  expect((await request.get('/stories/feed.xml')).status()).toBe(200)

  // The admin's list and each entry's edit view, as an editor sees them.
  await adminLogin(page)
  for (const collection of ['pages', 'stories'] as const) {
    const list = await page.goto(`/admin/collections/${collection}`)
    expect(list?.status()).toBe(200)
    await expect(page.locator('.collection-list')).toBeVisible()
    for (const id of created[collection]) {
      const edit = await page.goto(`/admin/collections/${collection}/${id}`)
      expect(edit?.status(), `${collection}/${id}`).toBe(200)
      await expect(page.locator('#field-title'), `${collection}/${id}`).toBeVisible({ timeout: 30_000 })
    }
  }

  console.log(`content fuzz: every surface read back in ${Math.round((Date.now() - reading) / 1000)} s`)

  for (const collection of ['pages', 'stories'] as const)
    for (const id of created[collection])
      expect((await api.delete(`/${collection}/${id}`)).status()).toBe(200)
  for (const id of [media.image, media.video]) expect((await api.delete(`/media/${id}`)).status()).toBe(200)
})
