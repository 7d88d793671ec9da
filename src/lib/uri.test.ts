import { describe, expect, it } from 'vitest'

import { isSameOrSubdomain, tryDecode } from './uri'

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

describe('isSameOrSubdomain', () => {
  it('matches the domain and its subdomains, not look-alikes', () => {
    expect(isSameOrSubdomain('example.com', 'example.com')).toBe(true)
    expect(isSameOrSubdomain('shop.example.com', 'example.com')).toBe(true)
    expect(isSameOrSubdomain('notexample.com', 'example.com')).toBe(false)
    expect(isSameOrSubdomain('example.com.evil.net', 'example.com')).toBe(false)
  })

  it('matches nothing for an unset domain, not even a host ending in a dot', () => {
    expect(isSameOrSubdomain('example.com.', '')).toBe(false)
    expect(isSameOrSubdomain('', '')).toBe(false)
  })
})
