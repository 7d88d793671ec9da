// §7 "Rules for outbound links": which links get the preserved and current query parameters, and how.
import { describe, expect, it } from 'vitest'

import { appendQueryParams, decorateHref, type DecorateOptions, mergeQueryParams } from './decorate'

const options: DecorateOptions = {
  preserved: 'utm_source=news&utm_campaign=spring',
  current: '?gclid=abc',
  productDomain: 'lumibook.example',
  careersHost: 'careers.lumibook.example',
  appDownloadUrl: 'https://get.app-links.example/lumibook',
}

const decorate = (href: string, overrides: Partial<DecorateOptions> = {}) =>
  decorateHref(href, { ...options, ...overrides })

const params = (href: string) => [...new URL(href).searchParams]

describe('decorateHref', () => {
  it('appends preserved and current parameters to the main site', () => {
    expect(decorate('https://lumibook.example/create')).toBe(
      'https://lumibook.example/create?utm_source=news&utm_campaign=spring&gclid=abc',
    )
  })

  it('appends them to any subdomain of the product domain', () => {
    expect(decorate('https://app.lumibook.example/editor?book=1')).toBe(
      'https://app.lumibook.example/editor?book=1&utm_source=news&utm_campaign=spring&gclid=abc',
    )
    expect(decorate('http://WWW.Lumibook.example')).toBe(
      'http://WWW.Lumibook.example?utm_source=news&utm_campaign=spring&gclid=abc',
    )
  })

  it('never modifies links to the careers subdomain, even with parameters', () => {
    for (const href of [
      'https://careers.lumibook.example/',
      'https://careers.lumibook.example/jobs?team=design#open',
      'https://CAREERS.lumibook.example/jobs',
      'https://eu.careers.lumibook.example/jobs',
    ]) {
      expect(decorate(href)).toBe(href)
    }
  })

  it('appends the parameters to the app-download link (same origin and path only)', () => {
    expect(decorate('https://get.app-links.example/lumibook')).toBe(
      'https://get.app-links.example/lumibook?utm_source=news&utm_campaign=spring&gclid=abc',
    )
    expect(decorate('https://get.app-links.example/lumibook/?pid=web')).toBe(
      'https://get.app-links.example/lumibook/?pid=web&utm_source=news&utm_campaign=spring&gclid=abc',
    )
    expect(decorate('https://get.app-links.example/other-brand')).toBe(
      'https://get.app-links.example/other-brand',
    )
    expect(decorate('http://get.app-links.example/lumibook')).toBe('http://get.app-links.example/lumibook')
  })

  it('leaves other hosts unchanged, including look-alikes of the product domain', () => {
    for (const href of [
      'https://partner.example/page',
      'https://notlumibook.example/create',
      'https://lumibook.example.evil.test/create',
    ]) {
      expect(decorate(href)).toBe(href)
    }
  })

  it('leaves relative, hash, mailto: and tel: links unchanged', () => {
    for (const href of [
      '/create',
      'create?x=1',
      '#faq',
      '//lumibook.example/create',
      'mailto:hello@lumibook.example',
      'tel:+4620000000',
      'javascript:void(0)',
    ]) {
      expect(decorate(href)).toBe(href)
    }
  })

  it('does not duplicate parameters already on the link and keeps the link value', () => {
    const href = decorate('https://lumibook.example/create?utm_source=site&gclid=link')
    expect(params(href)).toEqual([
      ['utm_source', 'site'],
      ['gclid', 'link'],
      ['utm_campaign', 'spring'],
    ])
  })

  it('adds a key found in both preserved and current once, with the current value', () => {
    const href = decorate('https://lumibook.example/', {
      preserved: 'utm_source=old&ref=landing',
      current: 'utm_source=new',
    })
    expect(params(href)).toEqual([
      ['ref', 'landing'],
      ['utm_source', 'new'],
    ])
  })

  it('is idempotent, so a second click adds nothing', () => {
    const once = decorate('https://lumibook.example/create')
    expect(decorate(once)).toBe(once)
  })

  it('keeps the hash fragment in place after the query', () => {
    expect(decorate('https://lumibook.example/prices?size=20#books')).toBe(
      'https://lumibook.example/prices?size=20&utm_source=news&utm_campaign=spring&gclid=abc#books',
    )
    expect(decorate('https://lumibook.example/prices#books?x=1')).toBe(
      'https://lumibook.example/prices?utm_source=news&utm_campaign=spring&gclid=abc#books?x=1',
    )
  })

  it('returns the link unchanged when there is nothing to add', () => {
    expect(decorate('https://lumibook.example/create', { preserved: '', current: null })).toBe(
      'https://lumibook.example/create',
    )
  })

  it('returns a malformed href unchanged without throwing', () => {
    for (const href of ['https://', 'http://[::1', 'https://lumi book.example/x', 'https://%zz', '']) {
      expect(() => decorate(href)).not.toThrow()
      expect(decorate(href)).toBe(href)
    }
    expect(decorate('https://lumibook.example/x', { appDownloadUrl: 'not a url' })).toContain('gclid=abc')
  })
})

describe('mergeQueryParams', () => {
  it('never forwards ?dialog= (§2), preserved or current', () => {
    expect(mergeQueryParams('utm_source=a&dialog=stories', '?dialog=get-the-app&gclid=b').toString()).toBe(
      'utm_source=a&gclid=b',
    )
    expect(decorate('https://lumibook.example/x', { current: '?dialog=newsletter' })).toBe(
      'https://lumibook.example/x?utm_source=news&utm_campaign=spring',
    )
  })
  it('keeps every value of a repeated current key and drops the preserved ones', () => {
    expect([...mergeQueryParams('tag=a&tag=b&x=1', 'tag=c&tag=d')]).toEqual([
      ['x', '1'],
      ['tag', 'c'],
      ['tag', 'd'],
    ])
  })
})

describe('appendQueryParams (the get-the-app store links, §2)', () => {
  it('appends the page’s parameters the link does not have', () => {
    expect(
      appendQueryParams('https://apps.example/app?id=1', new URLSearchParams('?utm_source=mail&id=9')),
    ).toBe('https://apps.example/app?id=1&utm_source=mail')
  })
  it('leaves a malformed link alone', () => {
    expect(appendQueryParams('not a url', new URLSearchParams('?a=1'))).toBe('not a url')
  })
})
