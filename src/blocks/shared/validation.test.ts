import { describe, expect, it } from 'vitest'

import { anchorNameMessage, isWebUrl, validateAnchorName } from './validation'

describe('§5 anchor names with the §8 message', () => {
  it('accepts lowercase words and digits separated by single hyphens', () => {
    for (const name of ['photo-books', 'a', 'x1', 'book-2-go']) expect(validateAnchorName(name)).toBe(true)
  })
  it('leaves an empty value to the toggle', () => {
    expect(validateAnchorName('')).toBe(true)
    expect(validateAnchorName(undefined)).toBe(true)
  })
  it('rejects anything else with the exact message', () => {
    for (const name of ['Photo', 'photo books', '-photo', 'photo-', 'photo--books', 'fotoböcker', 'a_b'])
      expect(validateAnchorName(name)).toBe(anchorNameMessage)
    expect(anchorNameMessage).toBe(
      'Value must be characters (a-z) or numbers and words are separated with hyphens (-)',
    )
  })
})

describe('web links (LogosComponent and SocialMedia links)', () => {
  it('accepts absolute http and https URLs', () => {
    for (const url of ['https://www.instagram.com/', 'http://example.com/press?x=1'])
      expect(isWebUrl(url)).toBe(true)
  })
  it('rejects other schemes, relative and bare-host values, and non-strings', () => {
    for (const url of [
      'javascript:alert(1)',
      'mailto:a@b.se',
      '/photobooks',
      'www.instagram.com',
      '',
      42,
      null,
    ])
      expect(isWebUrl(url)).toBe(false)
  })
  it('checks the value as the href will carry it: a non-breaking space in front is not a web address', () => {
    expect(isWebUrl('\u00a0https://www.instagram.com/')).toBe(false)
  })
})
