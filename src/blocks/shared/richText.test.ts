import { describe, expect, it } from 'vitest'

import { richText } from '@/cms/seed/richText'

import { hasRichText } from './richText'

describe('hasRichText', () => {
  it('is true for a value with a paragraph', () => {
    expect(hasRichText(richText(['Our story in pictures.']))).toBe(true)
  })
  it('is false for null, an empty root and a malformed root', () => {
    const empty = richText([])
    expect(empty.root.children).toEqual([])
    expect(hasRichText(empty)).toBe(false)
    expect(hasRichText(null)).toBe(false)
    expect(hasRichText(undefined)).toBe(false)
    expect(hasRichText({ root: { children: { length: 1 } } } as never)).toBe(false)
  })
})
