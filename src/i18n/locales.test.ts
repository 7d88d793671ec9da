import { describe, expect, it } from 'vitest'

import {
  bcp47,
  countryOf,
  defaultLocale,
  isLocale,
  languageOf,
  localizedHref,
  routingLocales,
  storiesLocales,
} from './locales'

describe('§2 locale lists', () => {
  it('routes the 12 locales with en-gb as default', () => {
    expect([...routingLocales].sort()).toEqual([
      'da-dk',
      'de-de',
      'en-au',
      'en-ca',
      'en-gb',
      'en-us',
      'es-es',
      'fr-fr',
      'it-it',
      'nb-no',
      'nl-nl',
      'sv-se',
    ])
    expect(defaultLocale).toBe('en-gb')
  })
  it('lists 10 stories locales, without da-dk and nb-no', () => {
    expect(storiesLocales).toHaveLength(10)
    expect(storiesLocales).not.toContain('da-dk')
    expect(storiesLocales).not.toContain('nb-no')
  })
  it('recognises locales exactly', () => {
    expect(isLocale('sv-se')).toBe(true)
    expect(isLocale('SV-SE')).toBe(false)
    expect(isLocale('xx-yy')).toBe(false)
  })
})

describe('locale → language and URL', () => {
  it('maps to the language part, unknown to en (§9)', () => {
    expect(languageOf('sv-se')).toBe('sv')
    expect(languageOf('nb-no')).toBe('nb')
    expect(languageOf('en-us')).toBe('en')
    expect(languageOf('pt-br')).toBe('en')
  })
  it('writes BCP 47 tags; a bare language stays as it is', () => {
    expect(bcp47('sv-se')).toBe('sv-SE')
    expect(bcp47('en-gb')).toBe('en-GB')
    expect(bcp47('de')).toBe('de')
  })
  it('takes the §5 country from the locale’s region', () => {
    expect(countryOf('sv-se')).toBe('se')
    expect(countryOf('en-gb')).toBe('gb')
  })
  it('prefixes every locale but the default (§2)', () => {
    expect(localizedHref('en-gb', '/photobooks')).toBe('/photobooks')
    expect(localizedHref('en-gb', '/')).toBe('/')
    expect(localizedHref('sv-se', '/')).toBe('/sv-se')
    expect(localizedHref('sv-se', 'borja-skapa-fotobocker/')).toBe('/sv-se/borja-skapa-fotobocker')
  })
})
