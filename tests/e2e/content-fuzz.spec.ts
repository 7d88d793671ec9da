// Issue #30: no editor's write makes stored content unreadable. A property-based fuzz (fast-check, seed printed,
// replay with CONTENT_FUZZ_SEED and CONTENT_FUZZ_RUNS) saves random layouts through the REST API with an editor's
// token: every block of the real configs (src/blocks/registry.ts), each field given a well-formed value, a value of
// the wrong type, out of range, not in its options, a date that is not one, a relation to deleted media, whether its
// condition shows it or not, blocks nested in blocks; as drafts, autosaves and publishes. Every answer is a 2xx or a
// 4xx. Afterwards every read surface answers 200 (the REST list and each entry, each published page in three
// locales, the sitemap, the admin's list and edit view in a browser) and every entry the run made can be deleted.
import { expect, type APIRequestContext, type Page, test } from '@playwright/test'
import fc from 'fast-check'
import type { Block, Field } from 'payload'

import { blockDefinition, blockRegistry } from '../../src/blocks/registry'
import type { ContentModel } from '../../src/blocks/shared/models'

const seed = Number(process.env.CONTENT_FUZZ_SEED ?? 20261130)
const runs = Number(process.env.CONTENT_FUZZ_RUNS ?? 1000)
const editor = { email: 'editor@lumibook.example', password: 'e2e-editor-password' }
const runId = `fuzz-${seed}`

type Collection = 'pages' | 'stories'
const modelOf: Record<Collection, ContentModel> = { pages: 'page', stories: 'blog-article' }

interface Media {
  image: number
  video: number
  deleted: number
}

/** Where values are made: the content model (for shared blocks' configs) and the media to point at. */
interface Place {
  model: ContentModel
  media: Media
}

/** Values that fit no field: of another type, out of every range, not a date, not an option, not an id. */
const misfits = fc.constantFrom<unknown>(
  'not-a-date',
  'not-an-option',
  '',
  ' ',
  -1,
  1e12,
  2147483648,
  0.5,
  'NaN',
  true,
  { a: 1 },
  [1, 'x'],
  null,
  'x'.repeat(300),
  '+275760-09-13T00:00:00.000Z',
  '2026-13-45',
  '0000-00-00',
)

const optionValues = (field: Extract<Field, { type: 'select' }>) =>
  field.options.map((option) => (typeof option === 'string' ? option : option.value))

/** A value for one field: well formed (often, so that saves also succeed), or a misfit. */
function valueOf(field: Field, place: Place, depth: number): fc.Arbitrary<unknown> {
  const wellFormed = ((): fc.Arbitrary<unknown> | undefined => {
    switch (field.type) {
      case 'text':
      case 'textarea':
        return fc.string({ maxLength: 30 })
      case 'number':
        return fc.integer({ min: field.min ?? -5, max: field.max ?? 200 })
      case 'checkbox':
        return fc.boolean()
      case 'select':
        return fc.constantFrom(...optionValues(field))
      case 'date':
        return fc
          .date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
          .map((date) => date.toISOString())
      case 'upload':
      case 'relationship':
        return fc.constantFrom(place.media.image, place.media.video, place.media.deleted, 2_000_000_000)
      case 'group':
        return fieldsOf(field.fields, place, depth)
      case 'array':
        return fc.array(fieldsOf(field.fields, place, depth), { maxLength: 2 })
      case 'blocks':
        return depth >= 2
          ? fc.constant([])
          : fc.array(blockOf(field.blockReferences ?? field.blocks, place, depth + 1), { maxLength: 2 })
      default:
        return undefined
    }
  })()
  return wellFormed
    ? fc.oneof({ arbitrary: wellFormed, weight: 4 }, { arbitrary: misfits, weight: 1 })
    : misfits
}

/** The data fields under `fields` (through rows, collapsibles and unnamed tabs), each maybe given a value. */
function fieldsOf(
  fields: readonly Field[],
  place: Place,
  depth: number,
): fc.Arbitrary<Record<string, unknown>> {
  const named = (list: readonly Field[]): Field[] =>
    list.flatMap((field) =>
      'name' in field && field.name
        ? [field]
        : field.type === 'tabs'
          ? field.tabs.flatMap((tab) =>
              'name' in tab && tab.name ? [{ ...tab, type: 'group' } as Field] : named(tab.fields),
            )
          : 'fields' in field
            ? named(field.fields as Field[])
            : [],
    )
  const record = Object.fromEntries(
    named(fields)
      .filter((field) => field.type !== 'ui')
      .map((field) => [(field as { name: string }).name, valueOf(field, place, depth)]),
  )
  return fc.record(record, { requiredKeys: [] })
}

function blockOf(blocks: readonly (Block | string)[], place: Place, depth: number): fc.Arbitrary<unknown> {
  // Shared blocks (config.blocks) are named by slug: their config is the registry's.
  const configs = blocks.flatMap((block) =>
    typeof block === 'string' ? (blockDefinition(block)?.config(place.model) ?? []) : [block],
  )
  const ofBlock = (block: Block) =>
    fieldsOf(block.fields, place, depth).map((fields) => ({ ...fields, blockType: block.slug }))
  return fc.oneof(
    { arbitrary: fc.constantFrom(...configs).chain(ofBlock), weight: 12 },
    // A block this place does not take (another model's, or no block at all).
    {
      arbitrary: fc.record({
        blockType: fc.constantFrom('NoSuchBlock', 'HeroGeneric', 'StoriesAboveTheFold'),
      }),
      weight: 1,
    },
  )
}

/** A layout of a model's blocks, from the real configs. */
function layoutOf(collection: Collection, media: Media) {
  const model = modelOf[collection]
  const blocks = blockRegistry
    .filter((block) => block.models.includes(model))
    .map((block) => block.config(model))
  return fc.array(blockOf(blocks, { model, media }, 0), { minLength: 1, maxLength: 3 })
}

type Mode = 'draft' | 'autosave' | 'publish'

interface Save {
  collection: Collection
  /** An entry of the pool, or a new one. */
  target: number | 'new'
  mode: Mode
  layout: unknown[]
}

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

  // A pool of published entries the saves change, and those the run creates: all deleted at the end.
  const created: Record<Collection, number[]> = { pages: [], stories: [] }
  const paths = new Map<number, string>()
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
      paths.set(id, path)
    }
    return response
  }
  for (const collection of ['pages', 'stories'] as const)
    for (let index = 0; index < 3; index += 1)
      expect((await create(collection, 'publish')).status()).toBe(201)

  const saves: fc.Arbitrary<Save> = fc
    .constantFrom<Collection>('pages', 'pages', 'stories')
    .chain((collection) =>
      fc.record({
        collection: fc.constant(collection),
        target: fc.oneof(
          { arbitrary: fc.constant<'new'>('new'), weight: 1 },
          { arbitrary: fc.nat(2), weight: 8 },
        ),
        mode: fc.constantFrom<Mode>('draft', 'autosave', 'publish'),
        layout: layoutOf(collection, media),
      }),
    )

  const statuses = new Map<number, number>()
  const started = Date.now()
  await fc.assert(
    fc.asyncProperty(saves, async (save) => {
      const response =
        save.target === 'new'
          ? await create(save.collection, save.mode === 'autosave' ? 'draft' : save.mode, save.layout)
          : await api.patch(
              `/${save.collection}/${created[save.collection][save.target]}?${query[save.mode]}`,
              { layout: save.layout, _status: save.mode === 'publish' ? 'published' : 'draft' },
            )
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

  // Every read surface answers.
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
      const path = paths.get(id)!
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

  for (const collection of ['pages', 'stories'] as const)
    for (const id of created[collection])
      expect((await api.delete(`/${collection}/${id}`)).status()).toBe(200)
  for (const id of [media.image, media.video]) expect((await api.delete(`/media/${id}`)).status()).toBe(200)
})
