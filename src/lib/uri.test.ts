import { describe, expect, it } from 'vitest'

import { tryDecode } from './uri'

describe('tryDecode', () => {
  it('decodes valid percent-encoding', () => {
    expect(tryDecode('b%C3%B6rja%20skapa')).toBe('börja skapa')
    expect(tryDecode('a%2Fb', decodeURI)).toBe('a%2Fb')
  })

  it('is undefined for malformed escapes instead of throwing', () => {
    for (const bad of ['%E0', '%E0%A4%A', '%', 'a%zz', '%C3%28']) expect(tryDecode(bad), bad).toBeUndefined()
    expect(tryDecode('%E0', decodeURI)).toBeUndefined()
  })
})
