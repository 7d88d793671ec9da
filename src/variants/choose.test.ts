// The router's choice (issue #9): rewrite to the variation's static page, keep the URL, and set the §9 cookies.
import { describe, expect, it } from 'vitest'

import { createRoutingIndex, type EntryRecord } from '@/server/routing/routingIndex'

import { chooseVariation, type VariationRequest } from './choose'
import { parseVariationParam } from './routing'
import { cookieNames, type EntryVariations } from './variants'

/** The router's index of two pages: /photobooks (/fotobocker in sv-se) with `variations`, and /plain without. */
function indexWith(variations: EntryVariations) {
  const index = createRoutingIndex()
  const page = (id: number, paths: EntryRecord['paths'], extra: Partial<EntryRecord> = {}): EntryRecord => ({
    collection: 'pages',
    id,
    paths,
    listed: true,
    ...extra,
  })
  index.replace([
    page(7, { 'en-gb': '/photobooks', 'sv-se': '/fotobocker' }, { variations }),
    page(8, { 'en-gb': '/plain' }),
  ])
  return index
}

const index = indexWith({
  abTest: [{ id: '11', name: 'Video hero', share: 50 }],
  personalisation: [
    {
      id: '12',
      name: 'Newsletter readers',
      rules: [{ attribute: 'query', key: 'utm_source', operator: 'equals', value: 'newsletter' }],
    },
  ],
})

function request(
  url: string,
  cookies: Record<string, string> = {},
  userAgent = 'Mozilla/5.0 (X11; Linux)',
): VariationRequest {
  return {
    nextUrl: new URL(url),
    headers: new Headers({ 'user-agent': userAgent }),
    cookies: { getAll: () => Object.entries(cookies).map(([name, value]) => ({ name, value })) },
  }
}

describe('chooseVariation', () => {
  it('assigns an A/B variation, rewrites to its page and keeps it in a 30-day cookie', () => {
    const chosen = chooseVariation(
      index,
      request('https://shop.example/sv-se/fotobocker'),
      'sv-se',
      '/fotobocker',
      { random: () => 0.2 },
    )
    expect(chosen?.rewritePath).toBe('/sv-se/x-variant/11/fotobocker')
    expect(chosen?.cookies).toContain(
      `${cookieNames.abTest('pages:7')}=11; Max-Age=2592000; Path=/; Secure; SameSite=Lax`,
    )
  })

  it('sends the original arm to the original’s own page, and remembers it', () => {
    const chosen = chooseVariation(index, request('http://localhost/photobooks'), 'en-gb', '/photobooks', {
      random: () => 0.7,
    })
    expect(chosen?.rewritePath).toBe('/en-gb/x-variant/original/photobooks')
    expect(chosen?.cookies).toContain(
      `${cookieNames.abTest('pages:7')}=original; Max-Age=2592000; Path=/; SameSite=Lax`,
    )
  })

  it('keeps a returning visitor on their variation without resetting the 30 days', () => {
    const chosen = chooseVariation(
      index,
      request('http://localhost/photobooks', { [cookieNames.abTest('pages:7')]: '11' }),
      'en-gb',
      '/photobooks/',
      { random: () => 0.9 },
    )
    expect(chosen?.rewritePath).toBe('/en-gb/x-variant/11/photobooks')
    expect(chosen?.cookies.some((cookie) => cookie.startsWith('cms_ab_'))).toBe(false)
  })

  it('serves a matching personalisation variant before the test', () => {
    const chosen = chooseVariation(
      index,
      request('http://localhost/photobooks?utm_source=newsletter'),
      'en-gb',
      '/photobooks',
      { random: () => 0.2 },
    )
    expect(chosen?.rewritePath).toBe('/en-gb/x-variant/12/photobooks')
  })

  it('renews the 30-minute session and marks the browser as seen', () => {
    const chosen = chooseVariation(index, request('http://localhost/photobooks'), 'en-gb', '/photobooks')
    expect(chosen?.cookies).toContain('cms_session=new; Max-Age=1800; Path=/; SameSite=Lax')
    expect(chosen?.cookies).toContain('cms_visitor=1; Max-Age=31536000; Path=/; SameSite=Lax')
    const later = chooseVariation(
      index,
      request('http://localhost/photobooks', { cms_visitor: '1' }),
      'en-gb',
      '/photobooks',
    )
    expect(later?.cookies).toContain('cms_session=returning; Max-Age=1800; Path=/; SameSite=Lax')
  })

  it('leaves entries without variations, and other locales’ paths, alone', () => {
    expect(chooseVariation(index, request('http://localhost/plain'), 'en-gb', '/plain')).toBeUndefined()
    expect(
      chooseVariation(index, request('http://localhost/de-de/fotobocker'), 'de-de', '/fotobocker'),
    ).toBeUndefined()
    expect(chooseVariation(index, request('http://localhost/other'), 'en-gb', '/other')).toBeUndefined()
  })
})

describe('variation pages are versioned by their last change', () => {
  const updatedAt = '2026-11-23T06:00:00.000Z'
  const version = Date.parse(updatedAt).toString(36)
  it('puts the variation’s (or the entry’s) last update in the URL, so an edit never meets a stale cache', () => {
    const versioned = indexWith({
      updatedAt,
      abTest: [{ id: '11', updatedAt, name: 'Video hero', share: 50 }],
      personalisation: [],
    })
    const take = (random: number) =>
      chooseVariation(versioned, request('http://localhost/photobooks'), 'en-gb', '/photobooks', {
        random: () => random,
      })
    expect(take(0.1)?.rewritePath).toBe(`/en-gb/x-variant/11.${version}/photobooks`)
    expect(take(0.9)?.rewritePath).toBe(`/en-gb/x-variant/original.${version}/photobooks`)
  })
  it('reads a segment back to the variation, refusing anything else', () => {
    expect(parseVariationParam(`11.${version}`)).toEqual({ original: false, id: 11 })
    expect(parseVariationParam('11')).toEqual({ original: false, id: 11 })
    expect(parseVariationParam(`original.${version}`)).toEqual({ original: true })
    for (const bad of ['0', '11.', '11.x.y', 'eleven', '11.A!', ''])
      expect(parseVariationParam(bad)).toBeUndefined()
  })
})
