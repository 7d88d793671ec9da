import { describe, expect, it } from 'vitest'

import { canonicalLocale, canonicalUrl, isStoriesPath, pathWithoutTrailingSlash } from './canonical'

const host = 'https://www.lumibook.example'

describe('§2 stories path', () => {
  it.each(['stories', 'stories/x', 'stories/a/b', '/stories', '/stories/x', '/storiesfoo'])(
    '%s is a stories path',
    (path) => {
      expect(isStoriesPath(path)).toBe(true)
    },
  )
  it.each(['', '/', 'photobooks', '/photobooks', 'my-stories', 'storiesx'])('%s is not', (path) => {
    expect(isStoriesPath(path)).toBe(false)
  })
})

describe('§2 canonical locale', () => {
  it('keeps a stories locale from the 10-locale list', () => {
    expect(canonicalLocale('stories/x', 'sv-se', 'en-gb')).toBe('sv-se')
    expect(canonicalLocale('/stories', 'es-es', 'en-gb')).toBe('es-es')
  })
  it('falls back for da-dk and nb-no on stories paths', () => {
    expect(canonicalLocale('stories', 'da-dk', 'en-gb')).toBe('en-gb')
    expect(canonicalLocale('stories/x', 'nb-no', 'en-us')).toBe('en-us')
    expect(canonicalLocale('/stories/x', 'da-dk', 'en-gb')).toBe('en-gb')
  })
  it('uses any locale as is for other paths', () => {
    expect(canonicalLocale('photobooks', 'da-dk', 'en-gb')).toBe('da-dk')
    expect(canonicalLocale('/prints', 'nb-no', 'en-gb')).toBe('nb-no')
  })
})

describe('§2/§5 path without trailing slash', () => {
  it('strips trailing slashes', () => {
    expect(pathWithoutTrailingSlash('/photobooks/')).toBe('/photobooks')
    expect(pathWithoutTrailingSlash('/photobooks')).toBe('/photobooks')
    expect(pathWithoutTrailingSlash('/')).toBe('')
  })
})

describe('§2 canonical URL', () => {
  it('gives en-gb no prefix', () => {
    expect(canonicalUrl('/photobooks', 'en-gb', 'en-gb', host)).toBe(`${host}/photobooks`)
    expect(canonicalUrl('/', 'en-gb', 'en-gb', host)).toBe(host)
  })
  it('prefixes every other locale', () => {
    expect(canonicalUrl('/borja-skapa-fotobocker', 'sv-se', 'en-gb', host)).toBe(
      `${host}/sv-se/borja-skapa-fotobocker`,
    )
    expect(canonicalUrl('/', 'de-de', 'en-gb', host)).toBe(`${host}/de-de`)
    expect(canonicalUrl('photobooks', 'da-dk', 'en-gb', host)).toBe(`${host}/da-dk/photobooks`)
  })
  it('removes the trailing slash, also of the host', () => {
    expect(canonicalUrl('/photobooks/', 'fr-fr', 'en-gb', `${host}/`)).toBe(`${host}/fr-fr/photobooks`)
  })
  it('drops the query string, af_adset_id first or later', () => {
    expect(canonicalUrl('/photobooks?utm_source=x', 'en-gb', 'en-gb', host)).toBe(`${host}/photobooks`)
    expect(canonicalUrl('/photobooks?af_adset_id=1&utm_source=x', 'en-gb', 'en-gb', host)).toBe(
      `${host}/photobooks`,
    )
    expect(canonicalUrl('/photobooks/?utm_source=x&af_adset_id=1', 'it-it', 'en-gb', host)).toBe(
      `${host}/it-it/photobooks`,
    )
    expect(canonicalUrl('/photobooks#top', 'en-gb', 'en-gb', host)).toBe(`${host}/photobooks`)
  })
  it('applies the stories fallback to da-dk and nb-no', () => {
    expect(canonicalUrl('/stories/travel', 'da-dk', 'en-gb', host)).toBe(`${host}/stories/travel`)
    expect(canonicalUrl('/stories', 'nb-no', 'en-gb', host)).toBe(`${host}/stories`)
    expect(canonicalUrl('/stories/', 'sv-se', 'en-gb', host)).toBe(`${host}/sv-se/stories`)
  })
})
