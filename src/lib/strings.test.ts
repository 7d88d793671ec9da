import { describe, expect, it } from 'vitest'

import { cx, isOneOf, str } from './strings'

describe('string helpers', () => {
  it('str trims text and turns anything else into the empty string', () => {
    expect(str('  A photo book ')).toBe('A photo book')
    for (const value of [undefined, null, 3, {}, ['a']]) expect(str(value)).toBe('')
  })

  it('cx joins the class names that are set', () => {
    expect(cx('hero', false, undefined, 'wide', null, '')).toBe('hero wide')
    expect(cx()).toBe('')
  })

  it('isOneOf accepts only a string of the list', () => {
    const sizes = ['s', 'm', 'l'] as const
    expect(isOneOf(sizes, 'm')).toBe(true)
    for (const value of ['xl', 'M', 1, null, undefined]) expect(isOneOf(sizes, value)).toBe(false)
  })
})
