// Request flow step 1: §2 URL shape, the 404 rewrite and the variation rewrite, decided before Next renders.
import { describe, expect, it } from 'vitest'

import type { EntryVariations } from '@/variants/variants'

import { createRoutingIndex, type EntryRecord } from './routingIndex'
import { decideRoute, isRoutedPath } from './siteRouting'

const page = (id: number, paths: EntryRecord['paths'], variations?: EntryVariations): EntryRecord => ({
  collection: 'pages',
  id,
  paths,
  listed: true,
  ...(variations ? { variations } : {}),
})

/** The router's index of a few pages; the photo books page with an A/B test when `withTest`. */
function indexOf(withTest = false) {
  const index = createRoutingIndex()
  const test = { abTest: [{ id: '11', name: 'Video hero', share: 100 }], personalisation: [] }
  index.replace([
    page(1, { 'en-gb': '/' }),
    page(7, { 'en-gb': '/photobooks', 'sv-se': '/fotobocker' }, withTest ? test : undefined),
    page(8, { 'en-gb': '/start-creating-photobooks', 'sv-se': '/borja-skapa-fotobocker' }),
    page(9, { 'en-gb': '/grüße', 'de-de': '/fotobücher' }),
    page(10, { 'en-gb': '/404' }),
  ])
  return index
}
const index = indexOf()
const withTest = indexOf(true)

/** `using: null`: the index has not been read yet. */
const decide = (url: string, cookie = '', using: ReturnType<typeof indexOf> | null = index) =>
  decideRoute({ url: new URL(url, 'http://localhost'), headers: new Headers({ cookie }) }, using ?? undefined)

describe('decideRoute', () => {
  it('§3 NEXT_LOCALE: a remembered region takes the home page to its locale, before any cache, query kept', () => {
    expect(decide('/?utm_source=news', 'NEXT_LOCALE=sv-se')).toEqual({
      kind: 'redirect',
      location: '/sv-se?utm_source=news',
      status: 307,
      headers: { vary: 'Cookie', 'cache-control': 'private, no-cache' },
    })
    // Without the cookie (a crawler, a shared cache), with en-gb or nonsense: the home page, marked as cookie-keyed.
    for (const cookie of ['', 'NEXT_LOCALE=en-gb', 'NEXT_LOCALE=xx-yy'])
      expect(decide('/', cookie)).toMatchObject({ kind: 'rewrite', pathname: '/en-gb', vary: ['Cookie'] })
    // Only the home page: other URLs name their locale already.
    expect(decide('/photobooks', 'NEXT_LOCALE=sv-se')).toMatchObject({
      kind: 'rewrite',
      pathname: '/en-gb/photobooks',
    })
    expect(decide('/photobooks', 'NEXT_LOCALE=sv-se')).not.toHaveProperty('vary')
  })

  it("issue #22: an editor's draft and a visitor's variation are marked, so no shared cache keeps them", () => {
    expect(decide('/photobooks', '__prerender_bypass=1')).toMatchObject({ draft: true })
    expect(decide('/photobooks', '', withTest)).toMatchObject({ personal: true })
    expect(decide('/photobooks')).not.toHaveProperty('personal')
  })

  it('issue #21: a path that is not valid percent-encoding is a 404, with or without the index', () => {
    for (const using of [index, null]) {
      expect(decide('/%E0', '', using)).toMatchObject({ pathname: '/en-gb/404', status: 404 })
      expect(decide('/sv-se/a%', '', using)).toMatchObject({ pathname: '/sv-se/404', status: 404 })
    }
  })

  it('issue #21: a malformed cookie is skipped, not thrown', () => {
    expect(decide('/photobooks', 'a=%E0%A4%A; country=SE')).toMatchObject({ status: 200 })
  })

  it('§2: serves the default locale without a prefix, from its /en-gb route', () => {
    expect(decide('/photobooks?utm_source=x')).toEqual({
      kind: 'rewrite',
      pathname: '/en-gb/photobooks',
      status: 200,
      cookies: [],
    })
    expect(decide('/')).toMatchObject({ kind: 'rewrite', pathname: '/en-gb', status: 200 })
  })

  it('§2: serves other locales at their own prefix', () => {
    expect(decide('/sv-se/fotobocker')).toMatchObject({ pathname: '/sv-se/fotobocker', status: 200 })
    expect(decide('/sv-se')).toMatchObject({ pathname: '/sv-se', status: 200 })
  })

  it('§2: moves /en-gb/… permanently to the unprefixed URL, query kept', () => {
    expect(decide('/en-gb/photobooks?a=1')).toEqual({ kind: 'redirect', location: '/photobooks?a=1' })
    expect(decide('/en-gb')).toEqual({ kind: 'redirect', location: '/' })
  })

  it('§2, §7: moves an en-gb path to its translation in the locale, with every query parameter kept', () => {
    expect(decide('/sv-se/start-creating-photobooks?utm_source=news&af_adset_id=7')).toEqual({
      kind: 'redirect',
      location: '/sv-se/borja-skapa-fotobocker?utm_source=news&af_adset_id=7',
    })
    expect(decide('/sv-se/start-creating-photobooks')).toEqual({
      kind: 'redirect',
      location: '/sv-se/borja-skapa-fotobocker',
    })
    expect(decide('/de-de/gr%C3%BC%C3%9Fe?utm_medium=mail')).toEqual({
      kind: 'redirect',
      location: '/de-de/fotob%C3%BCcher?utm_medium=mail',
    })
    // The en-gb URL itself is not moved, nor is another locale's.
    expect(decide('/start-creating-photobooks')).toMatchObject({ kind: 'rewrite' })
    expect(decide('/de-de/start-creating-photobooks')).toMatchObject({ kind: 'rewrite' })
  })

  it('moves a trailing slash to the bare path before looking at the locale', () => {
    expect(decide('/photobooks/?a=1')).toEqual({ kind: 'redirect', location: '/photobooks?a=1' })
    expect(decide('/en-gb/')).toEqual({ kind: 'redirect', location: '/en-gb' })
  })

  it('gives unknown paths and unknown locale prefixes the localized 404 page with status 404', () => {
    expect(decide('/no-such-page')).toMatchObject({ pathname: '/en-gb/404', status: 404 })
    expect(decide('/sv-se/finns-inte')).toMatchObject({ pathname: '/sv-se/404', status: 404 })
    expect(decide('/xx-yy/photobooks')).toMatchObject({ pathname: '/en-gb/404', status: 404 })
    expect(decide('/404')).toMatchObject({ pathname: '/en-gb/404', status: 404 })
  })

  it('lets editors in draft mode reach paths not yet published', () => {
    expect(decide('/draft-only', '__prerender_bypass=1')).toMatchObject({
      pathname: '/en-gb/draft-only',
      status: 200,
    })
  })

  it('tries every path while the index cannot be read', () => {
    expect(decide('/anything', '', null)).toMatchObject({
      pathname: '/en-gb/anything',
      status: 200,
    })
  })

  it('issue #9: serves an entry with an A/B test from the chosen variation’s page and keeps the choice', () => {
    const decision = decide('/photobooks', '', withTest)
    expect(decision).toMatchObject({ kind: 'rewrite', status: 200 })
    if (decision.kind !== 'rewrite') return
    expect(decision.pathname).toMatch(/^\/en-gb\/x-variant\/11[^/]*\/photobooks$/)
    expect(decision.cookies.some((cookie) => cookie.startsWith('cms_ab_pages_7=11;'))).toBe(true)
  })
})

describe('isRoutedPath', () => {
  it('routes the site, not Payload, Next’s files, the embedded services or files', () => {
    expect(['/', '/photobooks', '/sv-se/stories/x', '/404'].every(isRoutedPath)).toBe(true)
    const unrouted = ['/admin', '/api/pages', '/_next/static/a.js', '/graphql/site', '/captcha/challenge']
    expect(
      [...unrouted, '/newsletter', '/forms/contact', '/healthz', '/bench/bare', '/routing-index.json'].some(
        isRoutedPath,
      ),
    ).toBe(false)
  })
})
