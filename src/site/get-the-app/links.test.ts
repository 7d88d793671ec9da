import { describe, expect, it } from 'vitest'

import { withQueryParameters } from './links'

describe('withQueryParameters', () => {
  it('appends the page’s parameters the link does not have', () => {
    expect(withQueryParameters('https://apps.example/app?id=1', '?utm_source=mail&id=9')).toBe(
      'https://apps.example/app?id=1&utm_source=mail',
    )
  })
  it('leaves a malformed link alone', () => {
    expect(withQueryParameters('not a url', '?a=1')).toBe('not a url')
  })
})
