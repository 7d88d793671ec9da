import { describe, expect, it } from 'vitest'

import { anchorNameMessage, validateAnchorName } from './validation'

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
