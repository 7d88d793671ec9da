import { describe, expect, it } from 'vitest'

import { buttonHref } from './buttonLink'

const createAppUrl = 'https://create.lumibook.example/start'

describe('§3 button link rule', () => {
  it('uses link when createLink is false, in the visitor’s locale', () => {
    expect(
      buttonHref({ link: '/photobooks', createLink: false, productType: 'print' }, 'en-gb', createAppUrl),
    ).toBe('/photobooks')
    expect(buttonHref({ link: '/photobooks' }, 'sv-se', createAppUrl)).toBe('/sv-se/photobooks')
    expect(buttonHref({ link: 'https://example.org/x' }, 'sv-se', createAppUrl)).toBe('https://example.org/x')
  })
  it('starts the create flow for productType when createLink is true, ignoring link', () => {
    const href = buttonHref(
      { link: '/photobooks', createLink: true, productType: 'print' },
      'de-de',
      createAppUrl,
    )
    const url = new URL(href ?? '')
    expect(url.origin + url.pathname).toBe(createAppUrl)
    expect(url.searchParams.get('productType')).toBe('print')
    expect(url.searchParams.get('locale')).toBe('de-de')
  })
  it('has nowhere to go without the field its mode needs', () => {
    expect(buttonHref({ createLink: true }, 'en-gb', createAppUrl)).toBeUndefined()
    expect(buttonHref({ link: '  ' }, 'en-gb', createAppUrl)).toBeUndefined()
  })
})
