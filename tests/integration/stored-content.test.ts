// Issue #30, ARCHITECTURE "Content is data that must always read back": an editor's save (REST, drafts, autosaves,
// hidden fields, nested blocks) is refused with a message on the field when a value is malformed, and stores nothing
// when it fails; a value no one can read that is in the database anyway (written here straight into every date,
// number, select and relation column the blocks have, as Payload's own schema lists them) is read as unset, logged
// once, and never a 5xx on any read surface; the entry can still be fixed and deleted. SQLite, and PostgreSQL on the
// second run (vitest.postgres.config.ts).
import config from '@payload-config'
import { GRAPHQL_POST, REST_DELETE, REST_GET, REST_PATCH, REST_POST } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { slidesRequiredMessage } from '@/blocks/TextImage/fields'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import type { LayoutBlock, SeedMedia } from '@/blocks/types'
import { onlyImagesMessage } from '@/cms/collections/Media'
import { findEntry, publishedEntries } from '@/cms/content'
import { listStories } from '@/cms/contentList'
import { servedVariation } from '@/cms/variation'
import { MALFORMED } from '@/cms/integrity/malformed'
import { blockGalleryPagePath, blockGalleryStoryPath, seedBlockGallery } from '@/cms/seed/blockGallery'
import { seedCommerce } from '@/cms/seed/commerce'
import { seedImageNames } from '@/cms/seed/images'
import { storiesFeedResponse } from '@/renderers/stories/feed'
import { sitemapFile, sitemapIndex } from '@/renderers/sitemap/sitemap'

import { renderServer } from '../support/render'
import { testPayload, testPng } from './payload'

const editor = { email: 'stored-content@lumibook.example', password: 'an editor password 30' }
let token = ''
let image = 0
let video = 0

const routes = {
  GET: REST_GET(config),
  POST: REST_POST(config),
  PATCH: REST_PATCH(config),
  DELETE: REST_DELETE(config),
}
const graphql = GRAPHQL_POST(config)

/** The REST API as an editor's client calls it (Payload's own route handlers, in process). */
async function api(method: keyof typeof routes, path: string, body?: unknown) {
  const url = new URL(`/api/${path}`, 'http://localhost')
  const request = new Request(url, {
    method,
    headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  const response = await routes[method](request, { params: Promise.resolve({ slug }) })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** The field errors of a refused save, as "path: message". */
function fieldErrors(body: Record<string, unknown>): string[] {
  const [error] = (body.errors ?? []) as { data?: { errors?: { path: string; message: string }[] } }[]
  return (error?.data?.errors ?? []).map(({ path, message }) => `${path}: ${message}`)
}

let counter = 0
const uniquePath = () => `/stored-content-${(counter += 1)}`

beforeAll(async () => {
  const payload = await testPayload()
  await payload.create({ collection: 'users', data: { ...editor, roles: ['editor'] } })
  token = (await payload.login({ collection: 'users', data: editor })).token ?? ''
  const data = await testPng()
  image = (
    await payload.create({
      collection: 'media',
      data: { alt: 'A photo book' },
      file: { data, mimetype: 'image/png', name: 'stored-content.png', size: data.length },
    })
  ).id
  const webm = Buffer.from('1a45dfa39f4286810142f7810142f2810442f381084282847765626d4287810242858102', 'hex')
  video = (
    await payload.create({
      collection: 'media',
      data: { alt: 'A film' },
      file: { data: webm, mimetype: 'video/webm', name: 'stored-content.webm', size: webm.length },
    })
  ).id
})

afterEach(() => vi.restoreAllMocks())

async function counts(payload: Payload) {
  return {
    pages: (await payload.count({ collection: 'pages', overrideAccess: true })).totalDocs,
    versions: (await payload.countVersions({ collection: 'pages', overrideAccess: true })).totalDocs,
  }
}

const countdown = (fields: Record<string, unknown>) => ({ blockType: 'Countdown', ...fields })

describe('an editor’s saves (issue #30)', () => {
  it('refuses a draft with a date that is not a date, naming the field, and stores nothing', async () => {
    const payload = await testPayload()
    const before = await counts(payload)
    const { status, body } = await api('POST', 'pages?draft=true&locale=en-gb', {
      title: 'Not a date',
      path: uniquePath(),
      layout: [countdown({ targetDate: 'not-a-date' })],
    })
    expect(status).toBe(400)
    expect(fieldErrors(body)).toEqual([
      expect.stringMatching(/^layout\.0\.targetDate: "not-a-date" is not a date/),
    ])
    expect(await counts(payload)).toEqual(before)
    // The list every editor opens still answers.
    expect((await api('GET', 'pages?draft=true&limit=100')).status).toBe(200)
  })

  it('lets a draft be incomplete: a required field may wait, a malformed one may not', async () => {
    const created = await api('POST', 'pages?draft=true&locale=en-gb', {
      title: 'Incomplete',
      path: uniquePath(),
      layout: [countdown({ targetText: 'Soon' })],
    })
    expect(created.status).toBe(201)
    const id = (created.body.doc as { id: number }).id
    // Publishing it needs the required date (§5).
    const publish = await api('PATCH', `pages/${id}?locale=en-gb`, { _status: 'published' })
    expect(fieldErrors(publish.body)).toEqual(['layout.0.targetDate: This field is required.'])
    // An autosave keeps the range rules of every field, hidden ones and nested blocks included.
    const autosave = await api('PATCH', `pages/${id}?draft=true&autosave=true&locale=en-gb`, {
      layout: [
        countdown({ targetDate: '2030-12-24T18:00:00.000Z', contentAlignment: 'sideways' }),
        { blockType: 'HeroGeneric', layout: 'default', altText: 'x', overlayOpacity: 500 },
        {
          blockType: 'Container',
          content: [
            {
              blockType: 'Box',
              content: [
                {
                  blockType: 'IllustrationSection',
                  illustration: 'heart-love',
                  arrowOptions: { arrowRotation: -5 },
                },
              ],
            },
          ],
        },
      ],
    })
    expect(autosave.status).toBe(400)
    expect(fieldErrors(autosave.body)).toEqual([
      'layout.0.contentAlignment: This field has an invalid selection.',
      expect.stringMatching(/^layout\.1\.overlayOpacity: 500 is greater than the max allowed Value of 100/),
      expect.stringMatching(
        /^layout\.2\.content\.0\.content\.0\.arrowOptions\.arrowRotation: -5 is less than/,
      ),
    ])
  })

  it('checks a draft’s path for its form, not for its claim: a duplicate is a draft of the same path', async () => {
    const payload = await testPayload()
    const malformed = await api('POST', 'pages?draft=true&locale=en-gb', {
      title: 'Bad path',
      path: 'no-slash',
    })
    expect(fieldErrors(malformed.body)).toEqual([expect.stringMatching(/^path: /)])
    const original = await payload.create({
      collection: 'pages',
      locale: 'en-gb',
      data: { title: 'Original', path: uniquePath(), _status: 'published' },
      context: { disableRevalidate: true },
    })
    // As the admin's Duplicate does on a collection with drafts.
    const copy = await payload.duplicate({
      collection: 'pages',
      id: original.id,
      locale: 'en-gb',
      draft: true,
    })
    expect(copy.path).toBe(original.path)
    expect(copy._status).toBe('draft')
    const publish = await api('PATCH', `pages/${copy.id}?locale=en-gb`, { _status: 'published' })
    expect(fieldErrors(publish.body)).toEqual([
      `path: Another entry already uses ${original.path} in this locale`,
    ])
  })

  it('refuses a hidden field’s malformed value on publish (Countdown’s end date with addEndDate off)', async () => {
    const payload = await testPayload()
    const before = await counts(payload)
    const { status, body } = await api('POST', 'pages?locale=en-gb', {
      title: 'Hidden end',
      path: uniquePath(),
      _status: 'published',
      layout: [
        countdown({ targetDate: '2030-12-24T18:00:00.000Z', addEndDate: false, eventEndDate: 'not-a-date' }),
      ],
    })
    expect(status).toBe(400)
    expect(fieldErrors(body)).toEqual([
      expect.stringMatching(/^layout\.0\.eventEndDate: "not-a-date" is not a date/),
    ])
    expect(await counts(payload)).toEqual(before)
  })

  it('refuses a relation to deleted media, and a video in an image field with what the field takes (§5)', async () => {
    const payload = await testPayload()
    const data = await testPng()
    const gone = await payload.create({
      collection: 'media',
      data: { alt: 'Soon gone' },
      file: { data, mimetype: 'image/png', name: 'soon-gone.png', size: data.length },
    })
    await payload.delete({ collection: 'media', id: gone.id })
    const textImage = (picture: number) => ({ blockType: 'TextImage', altText: 'A book', image: picture })
    for (const draft of [true, false]) {
      const query = draft ? 'pages?draft=true&locale=en-gb' : 'pages?locale=en-gb'
      const base = { title: 'Media', path: uniquePath(), _status: draft ? 'draft' : 'published' }
      const deleted = await api('POST', query, { ...base, layout: [textImage(gone.id)] })
      expect(fieldErrors(deleted.body)).toEqual([
        `layout.0.image: The media file with ID ${gone.id} does not exist (any more): choose another one or clear the field.`,
      ])
      const wrongType = await api('POST', query, { ...base, layout: [textImage(video)] })
      expect(fieldErrors(wrongType.body)).toEqual([
        `layout.0.image: ${onlyImagesMessage} (stored-content.webm is video/webm).`,
      ])
      expect(onlyImagesMessage).toBe('Only images: jpeg, png, gif, webp')
      expect((await api('POST', query, { ...base, layout: [textImage(image)] })).status).toBe(201)
    }
  })

  it('publishes a Text & Image slideshow only with a slide and its alt text (§5)', async () => {
    const base = { title: 'Slides', _status: 'published' }
    const empty = await api('POST', 'pages?locale=en-gb', {
      ...base,
      path: uniquePath(),
      layout: [{ blockType: 'TextImage', slideshow: true }],
    })
    expect(fieldErrors(empty.body)).toEqual([`layout.0.slides: ${slidesRequiredMessage}`])
    const noAlt = await api('POST', 'pages?locale=en-gb', {
      ...base,
      path: uniquePath(),
      layout: [{ blockType: 'TextImage', slideshow: true, slides: [{ src: image }] }],
    })
    expect(fieldErrors(noAlt.body)).toEqual(['layout.0.slides.0.altText: This field is required.'])
  })
})

describe('a save that fails stores nothing (one transaction, hooks included)', () => {
  it('keeps the entry as it was when a later step of the save fails', async () => {
    const payload = await testPayload()
    const page = await payload.create({
      collection: 'pages',
      locale: 'en-gb',
      data: { title: 'Before', path: uniquePath(), _status: 'published' },
      context: { disableRevalidate: true },
    })
    const before = await counts(payload)
    // The entry's row is written first, its version after it: the version fails.
    vi.spyOn(payload.db, 'createVersion').mockRejectedValueOnce(new Error('disk full'))
    const { status } = await api('PATCH', `pages/${page.id}?locale=en-gb`, { title: 'After' })
    expect(status).toBe(500)
    const stored = await payload.findByID({ collection: 'pages', id: page.id, locale: 'en-gb' })
    expect(stored.title).toBe('Before')
    expect(await counts(payload)).toEqual(before)
  })

  it('lets many saves run at once, each whole', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        api('POST', 'pages?locale=en-gb', {
          title: `Together ${index}`,
          path: uniquePath(),
          _status: 'published',
          layout: [countdown({ targetDate: '2030-12-24T18:00:00.000Z' })],
        }),
      ),
    )
    expect(results.map(({ status }) => status)).toEqual(Array(8).fill(201))
  })
})

/** The columns of the blocks' tables that hold a date, a number, an option or a relation, from Payload's schema. */
interface Target {
  table: string
  column: string
  kind: 'date' | 'number' | 'select' | 'relation'
  enumName?: string
}

type RawColumn = { name: string; type: string; enumName?: string; locale?: boolean; reference?: unknown }

function blockColumns(payload: Payload): Target[] {
  const { rawTables } = payload.db as unknown as {
    rawTables: Record<string, { columns: Record<string, RawColumn> }>
  }
  return Object.entries(rawTables).flatMap(([table, { columns }]) =>
    /^_?(pages|stories|page_variants|story_variants)(_v)?_blocks_/.test(table)
      ? Object.entries(columns).flatMap(([key, column]): Target[] => {
          if (key.startsWith('_') || key === 'id') return []
          const kind = column.reference
            ? 'relation'
            : ({ timestamp: 'date', numeric: 'number', enum: 'select' } as const)[column.type]
          return kind ? [{ table, column: column.name, kind, enumName: column.enumName }] : []
        })
      : [],
  )
}

/** Straight into the database, as a hand edit would: SQL on SQLite or PostgreSQL. */
function database(payload: Payload) {
  const db = payload.db as unknown as {
    name: string
    client?: { execute: (sql: string) => Promise<{ rows: Record<string, unknown>[] }> }
    pool?: { query: (sql: string) => Promise<{ rows: Record<string, unknown>[] }> }
  }
  const postgres = db.name === 'postgres'
  const run = async (sql: string) =>
    (postgres ? db.pool!.query(sql) : db.client!.execute(sql)).then((r) => r.rows)
  return {
    postgres,
    run,
    /** What a column of this kind cannot be read as: PostgreSQL stores 'infinity' and NaN; SQLite stores anything. */
    bad: {
      date: postgres ? `'infinity'` : `'not-a-date'`,
      number: `'NaN'`,
      select: `'not-an-option'`,
      relation: '2147483000',
    } satisfies Record<Target['kind'], string>,
    async write(target: Target, value: string) {
      const update = `UPDATE "${target.table}" SET "${target.column}" = ${value}`
      if (!postgres) {
        await run('PRAGMA foreign_keys = OFF')
        await run(update)
        await run('PRAGMA foreign_keys = ON')
        return
      }
      // An option taken out of the config while rows still hold it; a relation whose document was removed by hand.
      if (target.kind === 'select')
        await run(`ALTER TYPE "${target.enumName}" ADD VALUE IF NOT EXISTS ${value}`)
      await run(`SET session_replication_role = replica; ${update}; SET session_replication_role = DEFAULT`)
    },
  }
}

/** Every place in `value` that still holds one of the written values (none may reach a reader). */
function leftovers(value: unknown, path = ''): string[] {
  if (typeof value === 'number') return Number.isNaN(value) || value === 2147483000 ? [path] : []
  if (typeof value === 'string')
    return ['not-a-date', 'not-an-option', 'infinity', 'Infinity', 'NaN'].includes(value) ? [path] : []
  if (Array.isArray(value)) return value.flatMap((item, index) => leftovers(item, `${path}.${index}`))
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) =>
      key === MALFORMED ? [path] : leftovers(inner, `${path}.${key}`),
    )
  return []
}

describe('values in the database that cannot be read (a hand edit, older data)', () => {
  let pageId = 0
  let storyId = 0
  // An A/B variation of each, a copy of its blocks: their tables are block columns too.
  const variation = { pages: 0, stories: 0 }
  const variantCollection = { pages: 'page-variants', stories: 'story-variants' } as const
  const written: Target[] = []

  beforeAll(async () => {
    const payload = await testPayload()
    await seedCommerce(payload)
    const media: Record<string, number> = {}
    const data = await testPng()
    for (const name of seedImageNames)
      media[name] = (
        await payload.create({
          collection: 'media',
          data: { alt: name },
          file: { data, mimetype: 'image/png', name: `${name}.png`, size: data.length },
        })
      ).id
    await seedBlockGallery(payload, media as SeedMedia)
    const find = async (collection: 'pages' | 'stories', path: string) =>
      (await payload.find({ collection, where: { path: { equals: path } }, limit: 1 })).docs[0]!.id
    pageId = await find('pages', blockGalleryPagePath)
    storyId = await find('stories', blockGalleryStoryPath)
    for (const [collection, entry] of [
      ['pages', pageId],
      ['stories', storyId],
    ] as const)
      variation[collection] = (
        await payload.create({
          collection: variantCollection[collection],
          locale: 'en-gb',
          data: { entry, name: 'Stored content', kind: 'abTest', trafficShare: 10 },
          context: { disableRevalidate: true },
        })
      ).id
    const db = database(payload)
    for (const target of blockColumns(payload)) {
      const [row] = await db.run(`SELECT count(*) AS n FROM "${target.table}"`)
      if (Number(row?.n) === 0) continue
      await db.write(target, db.bad[target.kind])
      written.push(target)
    }
  }, 300_000)

  it('wrote a bad value into every kind of column the blocks use', () => {
    const kinds = new Set(written.map(({ kind }) => kind))
    expect([...kinds].sort()).toEqual(['date', 'number', 'relation', 'select'])
    // Main tables and the versions drafts are read from, both.
    expect(written.some(({ table }) => table.startsWith('_pages_v_'))).toBe(true)
    for (const prefix of ['page_variants_blocks_', 'story_variants_blocks_'])
      expect(
        written.some(({ table }) => table.startsWith(prefix)),
        prefix,
      ).toBe(true)
    expect(written.filter(({ kind }) => kind === 'select').length).toBeGreaterThan(50)
  })

  it('reads every entry through the Local API, REST and GraphQL without a 5xx, the values unset', async () => {
    const payload = await testPayload()
    const warn = vi.spyOn(payload.logger, 'warn')
    const reads: unknown[] = []
    for (const collection of ['pages', 'stories'] as const) {
      for (const draft of [false, true])
        reads.push(await payload.find({ collection, depth: 1, draft, limit: 100 }))
      const id = collection === 'pages' ? pageId : storyId
      for (const locale of ['en-gb', 'sv-se', 'de-de'] as const)
        reads.push(await payload.findByID({ collection, id, depth: 2, locale, draft: true }))
      reads.push(await payload.findByID({ collection, id, depth: 0, locale: 'all' }))
      reads.push(await payload.findVersions({ collection, limit: 100 }))
      const variants = variantCollection[collection]
      reads.push(await payload.find({ collection: variants, depth: 1, limit: 100 }))
      reads.push(await payload.findByID({ collection: variants, id: variation[collection], depth: 2 }))
      for (const path of [
        `${collection}?depth=1&draft=true&limit=100`,
        `${collection}/${id}?depth=2`,
        `${collection}/${id}?locale=sv-se`,
        `${variants}?depth=1&limit=100`,
        `${variants}/${variation[collection]}?depth=2`,
      ]) {
        const { status, body } = await api('GET', path)
        expect(status, path).toBe(200)
        reads.push(body)
      }
    }
    const query = '{ Pages(draft: true, limit: 100) { docs { id updatedAt layout { __typename } } } }'
    const response = await graphql(
      new Request('http://localhost/api/graphql', {
        method: 'POST',
        headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
      }),
    )
    expect(response.status).toBe(200)
    const result = (await response.json()) as { errors?: unknown; data?: unknown }
    expect(result.errors).toBeUndefined()
    reads.push(result.data)
    expect(leftovers(reads)).toEqual([])
    // Logged with the entry and the field: once, however often it is read.
    const lines = warn.mock.calls.map((call) => String(call[0]))
    expect(
      lines.some((line) => line.startsWith(`[content] pages ${pageId}: the stored value of layout.`)),
    ).toBe(true)
    expect(
      lines.some((line) => line.startsWith(`[content] stories ${storyId}: the stored value of layout.`)),
    ).toBe(true)
    expect(new Set(lines).size).toBe(lines.length)
  })

  it('renders the entries in three locales, lists them, maps them and feeds them', async () => {
    const errors = vi.spyOn(console, 'error')
    for (const locale of ['en-gb', 'sv-se', 'de-de'] as const) {
      for (const [collection, path, model] of [
        ['pages', blockGalleryPagePath, 'page'],
        ['stories', blockGalleryStoryPath, 'blog-article'],
      ] as const) {
        const found = await findEntry(collection, locale, path)
        expect(found.kind, `${collection} ${locale}`).toBe('found')
        if (found.kind !== 'found') continue
        // The entry as it is, and its A/B variation as the variation route serves it.
        const served = await servedVariation(collection, found.entry, String(variation[collection]), locale)
        expect(served?.variationId, `${collection} ${locale}`).toBe(String(variation[collection]))
        for (const layout of [found.entry.layout, served?.layout]) {
          const html = await renderServer(
            RenderBlocks({
              blocks: layout as LayoutBlock[],
              context: { locale, model, createAppUrl: 'https://create.example/start' },
            }),
          )
          expect(html.length).toBeGreaterThan(1000)
        }
      }
    }
    const files = [...(await sitemapIndex()).matchAll(/\/sitemap\/([^<]+\.xml)</g)].map(
      (match) => match[1] ?? '',
    )
    expect(files).toContain('pages-0.xml')
    for (const file of files) expect(await sitemapFile(file)).toContain('</urlset>')
    expect(await publishedEntries('stories')).not.toHaveLength(0)
    // The gallery story is kept out of lists (noIndex): the list query still reads every story to decide.
    expect((await listStories({ locale: 'en-gb', page: 1 })).page).toBe(1)
    expect((await storiesFeedResponse('en-gb')).status).toBe(200)
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([])
  })

  it('lets an editor save the entry as read (the bad values then unset) and delete it', async () => {
    for (const [collection, id] of [
      ['pages', pageId],
      ['stories', storyId],
    ] as const) {
      // What the admin's edit view loads, saved back as its autosave does: a draft.
      const { body } = await api('GET', `${collection}/${id}?depth=0&draft=true&locale=en-gb`)
      const saved = await api('PATCH', `${collection}/${id}?draft=true&locale=en-gb`, {
        ...body,
        _status: 'draft',
      })
      expect(saved.status, `${collection}: ${JSON.stringify(fieldErrors(saved.body))}`).toBe(200)
      // Its variation has no drafts: saved as read, it names the required fields the unset values left empty.
      const variant = `${variantCollection[collection]}/${variation[collection]}`
      const read = await api('GET', `${variant}?depth=0&locale=en-gb`)
      expect(read.status).toBe(200)
      const savedVariant = await api('PATCH', `${variant}?locale=en-gb`, read.body)
      expect(savedVariant.status).toBe(400)
      expect(fieldErrors(savedVariant.body)).toContainEqual(
        expect.stringMatching(/^layout\.\d+\..+: This field is required\.$/),
      )
      expect((await api('DELETE', variant)).status).toBe(200)
      expect((await api('DELETE', `${collection}/${id}`)).status).toBe(200)
    }
  })
})

describe('media files that are gone', () => {
  it('answers 404, not 500, for a file that is not in the media folder', async () => {
    const payload = await testPayload()
    const missing = await api('GET', 'media/file/missing.webp')
    expect(missing.status).toBe(404)
    const { docs } = await payload.find({ collection: 'media', where: { id: { equals: image } } })
    const { rm } = await import('node:fs/promises')
    const path = await import('node:path')
    const { siteConfig } = await import('@/config/site')
    await rm(path.join(siteConfig().mediaDirectory, docs[0]!.filename!))
    expect((await api('GET', `media/file/${docs[0]!.filename}`)).status).toBe(404)
  })
})
