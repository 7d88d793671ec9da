// Issue #34: the router's index answers from Maps and changes entry by entry, as publishes arrive.
import { describe, expect, it } from 'vitest'

import { createRoutingIndex, type EntryRecord } from './routingIndex'

const story = (id: number, publishedAt: string, paths: EntryRecord['paths'] = { 'en-gb': `s-${id}` }) =>
  ({ collection: 'stories', id, paths, publishedAt, listed: true }) satisfies EntryRecord

describe('the routing index', () => {
  it('knows each locale’s own path and the en-gb one it falls back to, and moves the latter to the former', () => {
    const index = createRoutingIndex()
    index.replace([
      { collection: 'pages', id: 1, paths: { 'en-gb': '/start', 'sv-se': '/borja' }, listed: true },
      story(2, '2026-01-01T00:00:00Z', { 'en-gb': 'travel', 'de-de': 'reisen' }),
    ])
    expect(index.isKnown('sv-se', '/borja')).toBe(true)
    expect(index.isKnown('sv-se', '/start')).toBe(true)
    expect(index.isKnown('en-gb', '/borja')).toBe(false)
    expect(index.isKnown('de-de', '/stories/reisen/')).toBe(true)
    expect(index.redirectFor('sv-se', '/start')).toBe('/sv-se/borja')
    expect(index.redirectFor('de-de', '/stories/travel')).toBe('/de-de/stories/reisen')
    expect(index.redirectFor('en-gb', '/start')).toBeUndefined()
  })

  it('leads a deleted entry’s paths to the entry its editor chose, until an entry takes the path again', () => {
    const index = createRoutingIndex()
    // Issue #32 item 8: the retired /gifts and /stories/old lead to /photobooks (translated in sv-se).
    const target: EntryRecord = {
      collection: 'pages',
      id: 1,
      paths: { 'en-gb': '/photobooks', 'sv-se': '/fotobocker' },
      listed: true,
      movedHere: { 'en-gb': ['/gifts', '/stories/old'], 'sv-se': ['/gifts'] },
    }
    index.replace([target])
    expect(index.redirectFor('en-gb', '/gifts')).toBe('/photobooks')
    expect(index.redirectFor('en-gb', '/gifts/')).toBe('/photobooks')
    expect(index.redirectFor('en-gb', '/stories/old')).toBe('/photobooks')
    expect(index.redirectFor('sv-se', '/gifts')).toBe('/sv-se/fotobocker')
    expect(index.redirectFor('de-de', '/gifts')).toBeUndefined()
    // A new page at the old path is served itself.
    index.update('pages:2', { collection: 'pages', id: 2, paths: { 'en-gb': '/gifts' }, listed: true })
    expect(index.redirectFor('en-gb', '/gifts')).toBeUndefined()
    index.update('pages:2', undefined)
    expect(index.redirectFor('en-gb', '/gifts')).toBe('/photobooks')
    // The target unpublished or the redirect gone: nothing leads anywhere.
    index.update('pages:1', { ...target, movedHere: undefined })
    expect(index.redirectFor('en-gb', '/gifts')).toBeUndefined()
    index.update('pages:1', target)
    index.update('pages:1', undefined)
    expect(index.redirectFor('en-gb', '/gifts')).toBeUndefined()
  })

  it('changes one entry at a time: a new path, a path given up, an entry unpublished', () => {
    const index = createRoutingIndex()
    index.replace([{ collection: 'pages', id: 1, paths: { 'en-gb': '/old' }, listed: true }])
    const renamed = index.update('pages:1', {
      collection: 'pages',
      id: 1,
      paths: { 'en-gb': '/new' },
      listed: true,
    })
    expect(renamed.before?.paths).toEqual({ 'en-gb': '/old' })
    expect(index.isKnown('fr-fr', '/old')).toBe(false)
    expect(index.isKnown('fr-fr', '/new')).toBe(true)
    index.update('pages:1', undefined)
    expect(index.isKnown('fr-fr', '/new')).toBe(false)
  })

  it('keeps a path two entries share until both give it up', () => {
    const index = createRoutingIndex()
    index.replace([
      { collection: 'pages', id: 1, paths: { 'en-gb': '/x', 'sv-se': '/y' }, listed: true },
      { collection: 'pages', id: 2, paths: { 'sv-se': '/x' }, listed: true },
    ])
    index.update('pages:2', undefined)
    expect(index.isKnown('sv-se', '/x')).toBe(true)
    index.update('pages:1', undefined)
    expect(index.isKnown('sv-se', '/x')).toBe(false)
  })

  it('keeps the listed stories newest first, and knows the list pages they fill', () => {
    const index = createRoutingIndex()
    const stories = Array.from({ length: 31 }, (_, day) =>
      story(day + 1, new Date(Date.UTC(2026, 0, 1 + day)).toISOString()),
    )
    index.replace([...stories, { ...story(99, '2027-01-01T00:00:00Z'), listed: false }])
    expect(index.stories()[0]?.id).toBe(31)
    expect(index.isKnown('nb-no', '/stories/page/2')).toBe(true)
    expect(index.isKnown('nb-no', '/stories/page/3')).toBe(false)
    expect(index.isKnown('nb-no', '/stories/page/1')).toBe(false)
    const moved = index.update('stories:5', story(5, '2026-06-01T00:00:00Z'))
    expect([moved.placeBefore, moved.placeAfter]).toEqual([26, 0])
    index.update('stories:6', undefined)
    expect(index.stories().map(({ id }) => id)).not.toContain(6)
    expect(index.isKnown('nb-no', '/stories/page/2')).toBe(false)
  })

  it('finds an entry’s variations under each locale’s URL of it', () => {
    const index = createRoutingIndex()
    const variations = { abTest: [{ id: '3', name: 'Hero', share: 50 }], personalisation: [] }
    index.replace([
      {
        collection: 'pages',
        id: 7,
        paths: { 'en-gb': '/photobooks', 'sv-se': '/fotobocker' },
        listed: true,
        variations,
      },
    ])
    expect(index.variationsAt('sv-se', '/fotobocker')).toEqual({ entryKey: 'pages:7', variations })
    expect(index.variationsAt('de-de', '/photobooks/')).toEqual({ entryKey: 'pages:7', variations })
    expect(index.variationsAt('sv-se', '/photobooks')).toBeUndefined()
  })
})
