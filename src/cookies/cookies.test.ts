// §3 preference cookies, §4 consent re-read, §5 host and value guards, §9 cookie attributes.
import { describe, expect, it } from 'vitest'

import {
  consentCookieNames,
  isWritablePreference,
  mayWriteConsentCookies,
  necessaryOnly,
  parseCookies,
  readCookie,
  serializeCookie,
  writeConsentCookies,
  writePreferenceCookies,
} from './cookies'

const hosts = { productDomain: 'lumibook.example', previewHosts: ['preview.example.dev'] }
const context = { ...hosts, brandId: 'lumibook' }

/** A document whose cookie setter records what was written, like a browser's. */
function page(href: string) {
  const url = new URL(href)
  const written: string[] = []
  return {
    written,
    location: { hostname: url.hostname, protocol: url.protocol },
    document: {
      get cookie() {
        return written.map((line) => line.split(';')[0]).join('; ')
      },
      set cookie(line: string) {
        written.push(line)
      },
    },
  }
}

describe('§5 consent cookie hosts', () => {
  it.each([
    ['lumibook.example', true],
    ['www.lumibook.example', true],
    ['careers.lumibook.example', true],
    ['localhost', true],
    ['pr-12.preview.example.dev', true],
    ['preview.example.dev', true],
    ['lumibook.example.evil.com', false],
    ['notlumibook.example', false],
    ['example.com', false],
  ])('%s → %s', (host, allowed) => {
    expect(mayWriteConsentCookies(host, hosts)).toBe(allowed)
  })
})

describe('§5 country and NEXT_LOCALE values', () => {
  it('writes only real values', () => {
    expect(isWritablePreference('se')).toBe(true)
    expect(isWritablePreference('')).toBe(false)
    expect(isWritablePreference('  ')).toBe(false)
    expect(isWritablePreference('undefined')).toBe(false)
    expect(isWritablePreference(undefined)).toBe(false)
    expect(isWritablePreference(null)).toBe(false)
  })

  it('sets both cookies on a change, and skips an empty or "undefined" one', () => {
    const target = page('https://www.lumibook.example/sv-se')
    writePreferenceCookies({ country: 'se', locale: 'sv-se' }, hosts.productDomain, target)
    writePreferenceCookies({ country: 'undefined', locale: '' }, hosts.productDomain, target)
    expect(target.written).toEqual([
      'country=se; Max-Age=31536000; Domain=lumibook.example; Path=/; Secure; SameSite=Lax',
      'NEXT_LOCALE=sv-se; Max-Age=31536000; Domain=lumibook.example; Path=/; Secure; SameSite=Lax',
    ])
  })
})

describe('§9 cookie attributes', () => {
  it('uses path /, one year, SameSite=Lax and the product domain; Secure only on https', () => {
    const options = { domain: { hostname: 'lumibook.example', productDomain: 'lumibook.example' } }
    expect(serializeCookie('a', 'b c', { ...options, secure: false })).toBe(
      'a=b%20c; Max-Age=31536000; Domain=lumibook.example; Path=/; SameSite=Lax',
    )
    expect(serializeCookie('a', 'b', { ...options, secure: true })).toContain('; Secure;')
  })

  it('is host-only where the browser would refuse the product domain', () => {
    for (const hostname of ['localhost', 'pr-1.preview.example.dev']) {
      expect(
        serializeCookie('a', 'b', { secure: false, domain: { hostname, productDomain: 'lumibook.example' } }),
      ).not.toContain('Domain=')
    }
  })

  it('reads a cookie back', () => {
    expect(readCookie('x=1; lumibook_marketing=true; y=a%20b', 'y')).toBe('a b')
    expect(readCookie('x=1', 'nope')).toBeUndefined()
  })

  it('skips a value that is not valid percent-encoding instead of throwing (issue #21)', () => {
    expect(parseCookies('a=%E0%A4%A; country=SE;  b=b%20c; flag')).toEqual({ country: 'SE', b: 'b c' })
    expect(readCookie('a=%E0%A4%A', 'a')).toBeUndefined()
    expect(parseCookies('; ;; %=%')).toEqual({})
  })
})

describe('§4 consent cookies on each re-read', () => {
  it('writes {brand}_necessary=true, _analytical=statistics, _marketing=marketing', () => {
    const target = page('http://localhost:3000/')
    expect(writeConsentCookies({ ...necessaryOnly, statistics: true }, context, target)).toBe(true)
    const names = consentCookieNames('lumibook')
    expect(readCookie(target.document.cookie, names.necessary)).toBe('true')
    expect(readCookie(target.document.cookie, names.analytical)).toBe('true')
    expect(readCookie(target.document.cookie, names.marketing)).toBe('false')
  })

  it('starts necessary-only', () => {
    expect(necessaryOnly).toEqual({
      necessary: true,
      preferences: false,
      statistics: false,
      marketing: false,
    })
  })

  it('writes nothing on a foreign host', () => {
    const target = page('https://mirror.example.com/')
    expect(writeConsentCookies(necessaryOnly, context, target)).toBe(false)
    expect(target.written).toEqual([])
  })
})
