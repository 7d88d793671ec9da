// @vitest-environment happy-dom
// §7 and §9: the query string is kept in sessionStorage, else in a one-day cookie, and read back from either.
import { beforeEach, describe, expect, it, vi } from 'vitest'

import {
  PRESERVED_QUERY_PARAMS_KEY,
  readPreservedQueryParams,
  savePreservedQueryParams,
} from './preservedQuery'

/** A sessionStorage whose every call throws, as in a browser with storage blocked or full. */
function failingStorage(): Storage {
  const fail = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
  }
  return { length: 0, clear: fail, getItem: fail, key: fail, removeItem: fail, setItem: fail }
}

/** A document that records each cookie string written to it, attributes included. */
function recordingDocument() {
  const written: string[] = []
  return {
    written,
    get cookie() {
      return written.map((cookie) => cookie.split(';')[0]).join('; ')
    },
    set cookie(value: string) {
      written.push(value)
    },
  }
}

const https = { protocol: 'https:', search: '?utm_source=news&q=photo%20book' }
const http = { protocol: 'http:', search: '' }

beforeEach(() => {
  window.sessionStorage.clear()
  document.cookie = 'preservedQueryParams=; Path=/; Max-Age=0'
})

describe('savePreservedQueryParams', () => {
  it('saves the current query string (without "?") in sessionStorage', () => {
    const doc = recordingDocument()
    expect(savePreservedQueryParams(undefined, { location: https, document: doc })).toBe('sessionStorage')
    expect(window.sessionStorage.getItem(PRESERVED_QUERY_PARAMS_KEY)).toBe('utm_source=news&q=photo%20book')
    expect(doc.written).toEqual([])
  })

  it('keeps the saved parameters when a later page has no query string, replaces them when it has one', () => {
    savePreservedQueryParams('?utm_source=news')
    expect(savePreservedQueryParams('')).toBe('none')
    expect(window.sessionStorage.getItem(PRESERVED_QUERY_PARAMS_KEY)).toBe('utm_source=news')
    savePreservedQueryParams('page=2')
    expect(window.sessionStorage.getItem(PRESERVED_QUERY_PARAMS_KEY)).toBe('page=2')
  })

  it('falls back to a cookie with path /, one day, SameSite=Lax and Secure on https when setItem throws', () => {
    const doc = recordingDocument()
    const saved = savePreservedQueryParams('a=1&b=x y', {
      storage: failingStorage(),
      document: doc,
      location: https,
    })
    expect(saved).toBe('cookie')
    expect(doc.written).toEqual([
      'preservedQueryParams=a%3D1%26b%3Dx%20y; Max-Age=86400; Path=/; Secure; SameSite=Lax',
    ])
  })

  it('omits Secure on plain http', () => {
    const doc = recordingDocument()
    savePreservedQueryParams('a=1', { storage: failingStorage(), document: doc, location: http })
    expect(doc.written).toEqual(['preservedQueryParams=a%3D1; Max-Age=86400; Path=/; SameSite=Lax'])
  })

  it('falls back to the cookie when the default sessionStorage throws on setItem or on access', () => {
    const quotaFull = vi.spyOn(window, 'sessionStorage', 'get').mockReturnValue(failingStorage())
    const doc = recordingDocument()
    expect(savePreservedQueryParams('utm_source=news', { document: doc, location: https })).toBe('cookie')
    quotaFull.mockRestore()
    const blocked = vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError')
    })
    expect(savePreservedQueryParams('gclid=1', { document: doc, location: https })).toBe('cookie')
    blocked.mockRestore()
    expect(doc.written.map((cookie) => cookie.split(';')[0])).toEqual([
      'preservedQueryParams=utm_source%3Dnews',
      'preservedQueryParams=gclid%3D1',
    ])
  })

  it('falls back to the cookie when there is no sessionStorage at all, and never throws', () => {
    const doc = recordingDocument()
    expect(savePreservedQueryParams('a=1', { storage: null, document: doc, location: http })).toBe('cookie')
    const throwingDocument = {
      get cookie() {
        return ''
      },
      set cookie(_value: string) {
        throw new Error('cookies disabled')
      },
    }
    expect(
      savePreservedQueryParams('a=1', { storage: null, document: throwingDocument, location: http }),
    ).toBe('none')
  })
})

describe('readPreservedQueryParams', () => {
  it('reads back from sessionStorage', () => {
    savePreservedQueryParams('?utm_source=news')
    expect(readPreservedQueryParams()).toBe('utm_source=news')
  })

  it('reads back from the cookie when sessionStorage is failing', () => {
    const doc = recordingDocument()
    const environment = { storage: failingStorage(), document: doc, location: https }
    savePreservedQueryParams('utm_source=news&q=photo book', environment)
    expect(readPreservedQueryParams(environment)).toBe('utm_source=news&q=photo book')
  })

  it('reads the cookie when sessionStorage works but is empty, through a real document.cookie', () => {
    savePreservedQueryParams('gclid=abc', { storage: failingStorage(), location: http })
    expect(document.cookie).toContain('preservedQueryParams=gclid%3Dabc')
    expect(readPreservedQueryParams()).toBe('gclid=abc')
  })

  it('prefers sessionStorage over a stale cookie and returns "" when nothing is saved', () => {
    const doc = { cookie: 'other=1; preservedQueryParams=old%3D1' }
    window.sessionStorage.setItem(PRESERVED_QUERY_PARAMS_KEY, 'new=1')
    expect(readPreservedQueryParams({ document: doc })).toBe('new=1')
    window.sessionStorage.clear()
    expect(readPreservedQueryParams({ document: doc })).toBe('old=1')
    expect(readPreservedQueryParams({ document: { cookie: 'other=1' } })).toBe('')
    expect(readPreservedQueryParams({ document: { cookie: 'preservedQueryParams=%E0%A4%A' } })).toBe('')
  })

  it('never preserves ?dialog= (§2: it opens a dialog once), and keeps the rest', () => {
    window.sessionStorage.clear()
    savePreservedQueryParams('?utm_source=news&dialog=get-the-app')
    expect(readPreservedQueryParams()).toBe('utm_source=news')
    expect(savePreservedQueryParams('dialog=newsletter')).toBe('none')
    expect(readPreservedQueryParams()).toBe('utm_source=news')
  })
})
