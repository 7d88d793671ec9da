// Integration (real Payload): the content list (issue #9) pages at 30 (§9), newest first, never shows drafts or
// entries kept out of lists, falls back to en-gb copy, and the stories feed and path index follow it.
import pg from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'

import { listStories, relatedStories, storiesListPages } from '@/cms/contentList'
import { contentListLimit } from '@/cms/entryUrl'
import { routingRecords } from '@/cms/routingRecords'
import { createRoutingIndex } from '@/server/routing/routingIndex'
import { storiesFeedResponse } from '@/renderers/stories/feed'
import { dialogStoryCount, latestStories } from '@/site/stories-dialog/latest'

import { onPostgres, testPayload } from './payload'

const context = { disableRevalidate: true }
const day = 24 * 60 * 60 * 1000
const published = 31

/** The SQL (and its values) of each read of the stories table `read` sends to PostgreSQL. */
async function storiesReads(read: () => Promise<unknown>): Promise<pg.QueryConfig[]> {
  const seen: pg.QueryConfig[] = []
  const query = pg.Client.prototype.query
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [config, values] = args as [string | pg.QueryConfig, unknown[] | undefined]
    const read = typeof config === 'string' ? { text: config, values } : config
    if (/from "stories"/i.test(read.text)) seen.push({ text: read.text, values: read.values ?? values })
    return (query as (...all: unknown[]) => unknown).apply(this, args)
  } as typeof query
  try {
    await read()
  } finally {
    pg.Client.prototype.query = query
  }
  return seen
}

/** PostgreSQL's plan of one read, on a connection of its own that may not scan a table whole. */
async function planOf({ text, values }: pg.QueryConfig): Promise<string> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    // The test database is small enough for any plan to do; the one a shop's size gets (reading the date index in the
    // list's order, no sort) is the check: where that scan starts.
    await client.query('SET enable_seqscan = off; SET enable_bitmapscan = off; SET enable_sort = off')
    const { rows } = await client.query({ text: `EXPLAIN ${text}`, values })
    return rows.map((row: Record<string, string>) => Object.values(row).join(' ')).join('\n')
  } finally {
    await client.end()
  }
}

beforeAll(async () => {
  const payload = await testPayload()
  for (let index = 0; index < published; index += 1) {
    await payload.create({
      collection: 'stories',
      locale: 'en-gb',
      data: {
        title: `Story ${index}`,
        path: `story-${index}`,
        excerpt: `About story ${index}`,
        publishedAt: new Date(Date.UTC(2026, 0, 1) + index * day).toISOString(),
        _status: 'published',
      },
      context,
    })
  }
  await payload.create({
    collection: 'stories',
    locale: 'en-gb',
    draft: true,
    data: {
      title: 'Draft story',
      path: 'draft-story',
      publishedAt: '2026-12-31T00:00:00.000Z',
      _status: 'draft',
    },
    context,
  })
  await payload.create({
    collection: 'stories',
    locale: 'en-gb',
    data: {
      title: 'Unlisted story',
      path: 'unlisted-story',
      publishedAt: '2026-12-30T00:00:00.000Z',
      meta: { noIndex: true },
      _status: 'published',
    },
    context,
  })
})

/** The router's index as the front door reads it at start. */
async function routerIndex() {
  const index = createRoutingIndex()
  index.replace([...(await routingRecords('pages')), ...(await routingRecords('stories'))])
  return index
}

describe('the stories list', () => {
  it('has the §9 default limit of 30 and real pages, newest first', async () => {
    expect(contentListLimit).toBe(30)
    const first = await listStories({ locale: 'en-gb' })
    expect(first.items).toHaveLength(30)
    expect(first.totalPages).toBe(2)
    expect(first.totalItems).toBe(published)
    expect(first.items[0]?.title).toBe('Story 30')
    const second = await listStories({ locale: 'en-gb', page: 2 })
    expect(second.items.map((story) => story.title)).toEqual(['Story 0'])
    expect(await storiesListPages()).toBe(2)
  })

  it('never lists drafts or entries kept out of lists', async () => {
    const { items } = await listStories({ locale: 'en-gb', limit: 100 })
    const titles = items.map((story) => story.title)
    expect(titles).not.toContain('Draft story')
    expect(titles).not.toContain('Unlisted story')
  })

  it('shows the en-gb copy in a locale without a translation, and the stories after one, from the top at the end', async () => {
    const { items } = await listStories({ locale: 'sv-se', limit: 31 })
    expect(items[0]?.title).toBe('Story 30')
    const titles = async (index: number) =>
      (await relatedStories({ locale: 'sv-se', story: items[index]! })).map((story) => story.title)
    expect(await titles(0)).toEqual(['Story 29', 'Story 28', 'Story 27'])
    expect(await titles(29)).toEqual(['Story 0', 'Story 30', 'Story 29'])
    expect(await titles(30)).toEqual(['Story 30', 'Story 29', 'Story 28'])
  })

  // SQLite's planner, without statistics, reads the published stories by their status index and sorts them, with the
  // bound or without it: the embedded default is not the shop at scale.
  it.runIf(onPostgres)(
    'reads a story’s related stories from its date down the index, not the list from the newest (issue #34)',
    async () => {
      const { items } = await listStories({ locale: 'sv-se', limit: 31 })
      const reads = await storiesReads(() => relatedStories({ locale: 'sv-se', story: items[20]! }))
      expect(reads.length).toBeGreaterThan(0)
      // With the date bound only inside an `or`, the scan started at the newest story (10,000 stories: ~6,000 rows
      // read for one in the middle).
      expect(await planOf(reads[0]!)).toMatch(/Index Cond: \(published_at <= /)
    },
  )

  it('lists every translated-path redirect for the router, pages and stories (§2)', async () => {
    const payload = await testPayload()
    const page = await payload.create({
      collection: 'pages',
      locale: 'en-gb',
      data: { title: 'Start creating', path: '/start-creating-photobooks', _status: 'published' },
      context,
    })
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'sv-se',
      data: { title: 'Börja skapa', path: '/borja-skapa-fotobocker', _status: 'published' },
      context,
    })
    const story = await payload.create({
      collection: 'stories',
      locale: 'en-gb',
      data: {
        title: 'Travel',
        path: 'travel-tips',
        publishedAt: '2025-01-01T00:00:00.000Z',
        _status: 'published',
      },
      context,
    })
    await payload.update({
      collection: 'stories',
      id: story.id,
      locale: 'de-de',
      data: { title: 'Reisen', path: 'reisetipps', _status: 'published' },
      context,
    })
    const index = await routerIndex()
    expect(index.redirectFor('sv-se', '/start-creating-photobooks')).toBe('/sv-se/borja-skapa-fotobocker')
    expect(index.redirectFor('de-de', '/stories/travel-tips')).toBe('/de-de/stories/reisetipps')
    expect(index.redirectFor('de-de', '/start-creating-photobooks')).toBeUndefined()
    expect(index.redirectFor('en-gb', '/start-creating-photobooks')).toBeUndefined()
  })

  it('gives the router the list pages, published entries only, drafts and unlisted stories out of the list', async () => {
    const index = await routerIndex()
    expect(index.isKnown('sv-se', '/stories/page/2')).toBe(true)
    expect(index.isKnown('en-gb', '/stories/page/3')).toBe(false)
    expect(index.isKnown('en-gb', '/stories/unlisted-story')).toBe(true)
    expect(index.isKnown('en-gb', '/stories/draft-story')).toBe(false)
    expect(index.stories().map(({ id }) => id)).toEqual(
      (await listStories({ locale: 'en-gb', limit: 100 })).items.map(({ id }) => id),
    )
  })

  it('feeds the newest 30 stories of a locale as Atom', async () => {
    const response = await storiesFeedResponse('de-de')
    expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8')
    const xml = await response.text()
    expect(xml.match(/<entry>/g)).toHaveLength(30)
    expect(xml).toContain('xml:lang="de-DE"')
    expect(xml).toContain('/de-de/stories/story-30</id>')
    expect(xml).not.toContain('draft-story')
  })

  it('gives the stories dialog the newest few, linked in the visitor’s locale', async () => {
    const { stories } = await latestStories('nb-no')
    expect(stories).toHaveLength(dialogStoryCount)
    expect(stories[0]).toMatchObject({
      title: 'Story 30',
      href: '/nb-no/stories/story-30',
      excerpt: 'About story 30',
    })
  })
})
