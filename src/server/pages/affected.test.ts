// Issue #34, precise purges: a publish drops the pages that show the entry — itself in every locale, the stories
// whose related stories list it, the list pages, feeds and sitemap files with it — and nothing else.
import { describe, expect, it } from 'vitest'

import { createRoutingIndex, type EntryRecord } from '../routing/routingIndex'
import { affectedBy, entryKeys, everyKey } from './affected'

const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString()
const story = (id: number, extra: Partial<EntryRecord> = {}): EntryRecord => ({
  collection: 'stories',
  id,
  paths: { 'en-gb': `story-${id}` },
  publishedAt: day(id),
  listed: true,
  ...extra,
})

/** 90 stories (three full list pages), story 90 the newest, and a page. */
function site() {
  const index = createRoutingIndex()
  index.replace([
    ...Array.from({ length: 90 }, (_, n) => story(n + 1)),
    { collection: 'pages', id: 7, paths: { 'en-gb': '/photobooks', 'sv-se': '/fotobocker' }, listed: true },
  ])
  return index
}

describe('the pages a publish changes', () => {
  it('render en-gb first, which every locale without its own translation shows (§2; visible within 5 s, issue #34)', () => {
    const index = site()
    const change = index.update('pages:7', {
      collection: 'pages',
      id: 7,
      paths: { 'en-gb': '/photobooks', 'sv-se': '/fotobocker', 'da-dk': '/fotoboger' },
      listed: true,
    })
    const { render } = affectedBy(change, index)
    expect(render[0]).toBe('200 /en-gb/photobooks')
    expect(render).toContain('200 /da-dk/fotoboger')
    expect(render).toContain('200 /sv-se/fotobocker')
  })

  it('a scheduled personalisation variant: its page is dropped, and rendered only once its window is open', () => {
    const index = site()
    const variant = {
      id: '12',
      updatedAt: day(1),
      name: 'Newsletter readers',
      rules: [
        { attribute: 'query' as const, key: 'utm_source', operator: 'equals' as const, value: 'newsletter' },
      ],
      startDate: day(10),
      endDate: day(11),
    }
    const change = index.update('pages:7', {
      collection: 'pages',
      id: 7,
      paths: { 'en-gb': '/photobooks' },
      listed: true,
      variations: { abTest: [], personalisation: [variant] },
    })
    const variantPage = entryKeys(index.record('pages:7')!).find((key) =>
      key.startsWith('200 /en-gb/x-variant/12.'),
    )!
    expect(variantPage).toMatch(/^200 \/en-gb\/x-variant\/12\.[0-9a-z]+\/photobooks$/)
    // Before its window a visitor is never given it: rendered now it would be a 404 kept for the window.
    const before = affectedBy(change, index, new Date(day(5)))
    expect(before.purge).toContain(variantPage)
    expect(before.render).not.toContain(variantPage)
    expect(before.render).toContain('200 /en-gb/photobooks')
    expect(affectedBy(change, index, new Date(day(10))).render).toContain(variantPage)
    expect(affectedBy(change, index, new Date(day(11))).render).not.toContain(variantPage)
  })

  it('an edited story: itself in every locale, the three stories listing it, its list page; nothing else', () => {
    const index = site()
    const affected = affectedBy(
      index.update('stories:50', story(50, { paths: { 'en-gb': 'story-50', 'sv-se': 'berattelse' } })),
      index,
    )
    expect(affected.render).toContain('200 /en-gb/stories/story-50')
    expect(affected.render).toContain('200 /sv-se/stories/berattelse')
    // The Swedish URL of the en-gb path is now a redirect: its page goes, and is not rendered again.
    expect(affected.purge).toContain('200 /sv-se/stories/story-50')
    expect(affected.render).not.toContain('200 /sv-se/stories/story-50')
    for (const id of [51, 52, 53]) expect(affected.render).toContain(`200 /nb-no/stories/story-${id}`)
    expect(affected.render).not.toContain('200 /en-gb/stories/story-54')
    expect(affected.render).not.toContain('200 /en-gb/stories/story-49')
    // Newest first, 30 a page: story 50 is the 41st, on page 2; not in the feeds (the newest 30).
    expect(affected.render).toContain('200 /de-de/stories/page/2')
    expect(affected.purge).not.toContain('200 /de-de/stories')
    expect(affected.render).not.toContain('200 /stories/feed.xml')
    expect(affected.render).toEqual(
      expect.arrayContaining(['200 /sitemap/stories-0.xml', '200 /sitemap.xml']),
    )
    expect(affected.stale).toEqual([])
    expect(
      affected.purge.filter((key) => key.includes('/photobooks') || key.includes('/fotobocker')),
    ).toEqual([])
  })

  it('a new story: itself, the first list page, the feeds, the oldest stories (their related stories go round); later list pages stale', () => {
    const index = site()
    const affected = affectedBy(index.update('stories:91', story(91)), index)
    expect(affected.render).toContain('200 /en-gb/stories/story-91')
    expect(affected.render).toContain('200 /fr-fr/stories')
    expect(affected.render).toContain('200 /stories/feed.xml')
    expect(affected.render).toContain('200 /sv-se/stories/feed.xml')
    for (const id of [1, 2, 3]) expect(affected.render).toContain(`200 /en-gb/stories/story-${id}`)
    expect(affected.render).not.toContain('200 /en-gb/stories/story-90')
    // 91 stories: page 4 appears and is rendered now; pages 2 and 3 shift by one and are refreshed in the background.
    expect(affected.render).toContain('200 /it-it/stories/page/4')
    expect(affected.stale).toEqual(
      expect.arrayContaining(['200 /it-it/stories/page/2', '200 /it-it/stories/page/3']),
    )
    expect(affected.stale).not.toContain('200 /it-it/stories')
  })

  it('an unpublished story: its pages go and are not rendered; the last list page, now empty, goes', () => {
    const index = site()
    index.update('stories:91', story(91))
    const affected = affectedBy(index.update('stories:91', undefined), index)
    expect(affected.purge).toContain('200 /en-gb/stories/story-91')
    expect(affected.render).not.toContain('200 /en-gb/stories/story-91')
    expect(affected.purge).toContain('200 /en-gb/stories/page/4')
    expect(affected.render).not.toContain('200 /en-gb/stories/page/4')
  })

  it('a page: itself in every locale and its sitemap file, no story list', () => {
    const index = site()
    const affected = affectedBy(
      index.update('pages:7', {
        collection: 'pages',
        id: 7,
        paths: { 'en-gb': '/photo-books' },
        listed: true,
      }),
      index,
    )
    expect(affected.purge).toEqual(expect.arrayContaining(['200 /en-gb/photobooks', '200 /sv-se/fotobocker']))
    expect(affected.render).toEqual(
      expect.arrayContaining(['200 /en-gb/photo-books', '200 /sv-se/photo-books']),
    )
    expect(affected.render).toContain('200 /sitemap/pages-0.xml')
    expect(affected.purge.some((key) => key.includes('/stories'))).toBe(false)
  })

  it('a draft saved over a published entry: nothing', () => {
    const index = site()
    expect(affectedBy(index.update('stories:50', story(50)), index)).toEqual({
      purge: [],
      render: [],
      stale: [],
    })
  })
})

describe('the pages a site keeps', () => {
  it('every entry in every locale, the 404 page, every list page and feed, each sitemap file once', () => {
    const index = site()
    index.update('pages:8', { collection: 'pages', id: 8, paths: { 'en-gb': '/404' }, listed: true })
    const keys = [...everyKey(index)]
    expect(new Set(keys).size).toBe(keys.length)
    expect(keys).toEqual(
      expect.arrayContaining([
        '404 /sv-se/404',
        '200 /da-dk/stories/story-1',
        '200 /da-dk/stories/page/3',
        '200 /es-es/stories/feed.xml',
        '200 /sitemap/stories-0.xml',
        '200 /sitemap/pages-0.xml',
        '200 /sitemap.xml',
      ]),
    )
    expect(keys.filter((key) => key.includes('/stories/story-'))).toHaveLength(90 * 12)
    expect(
      entryKeys(
        story(1, { variations: { abTest: [{ id: '3', name: 'x', share: 50 }], personalisation: [] } }),
      ),
    ).toContain('200 /en-gb/x-variant/3/stories/story-1')
  })
})
