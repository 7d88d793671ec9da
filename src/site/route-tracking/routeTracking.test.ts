// @vitest-environment happy-dom
// §4 "Route changes": prevPath and currentPath follow each completed route change; storage failures are ignored.
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { CURRENT_PATH_KEY, PREV_PATH_KEY, recordRouteChange, trackedPath } from './routeTracking'

const paths = () => ({
  prevPath: window.sessionStorage.getItem(PREV_PATH_KEY),
  currentPath: window.sessionStorage.getItem(CURRENT_PATH_KEY),
})

beforeEach(() => window.sessionStorage.clear())

describe('recordRouteChange', () => {
  it('moves currentPath to prevPath on each route change', () => {
    expect(PREV_PATH_KEY).toBe('prevPath')
    expect(CURRENT_PATH_KEY).toBe('currentPath')

    recordRouteChange('/')
    expect(paths()).toEqual({ prevPath: null, currentPath: '/' })

    recordRouteChange('/prices?size=20')
    expect(paths()).toEqual({ prevPath: '/', currentPath: '/prices?size=20' })

    recordRouteChange('/de/fotobuch')
    expect(paths()).toEqual({ prevPath: '/prices?size=20', currentPath: '/de/fotobuch' })

    recordRouteChange('/')
    expect(paths()).toEqual({ prevPath: '/de/fotobuch', currentPath: '/' })
  })

  it('treats the same path twice as no change, so prevPath keeps the real previous page', () => {
    recordRouteChange('/')
    recordRouteChange('/prices')
    expect(recordRouteChange('/prices')).toBe(false)
    expect(paths()).toEqual({ prevPath: '/', currentPath: '/prices' })
  })

  it('ignores storage that throws on read or write, and missing storage', () => {
    const throwing = {
      getItem: vi.fn(() => {
        throw new DOMException('blocked', 'SecurityError')
      }),
      setItem: vi.fn(() => {
        throw new DOMException('full', 'QuotaExceededError')
      }),
    } as unknown as Storage
    expect(() => recordRouteChange('/prices', throwing)).not.toThrow()
    expect(recordRouteChange('/prices', throwing)).toBe(false)

    const writeFails = { getItem: () => '/', setItem: throwing.setItem } as unknown as Storage
    expect(() => recordRouteChange('/prices', writeFails)).not.toThrow()
    expect(recordRouteChange('/prices', null)).toBe(false)
  })

  it('ignores a sessionStorage that throws on access', () => {
    const blocked = vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError')
    })
    expect(() => recordRouteChange('/prices')).not.toThrow()
    blocked.mockRestore()
  })
})

describe('trackedPath', () => {
  it('is the pathname plus the query string', () => {
    expect(trackedPath('/prices', 'size=20')).toBe('/prices?size=20')
    expect(trackedPath('/prices', '?size=20')).toBe('/prices?size=20')
    expect(trackedPath('/prices', '')).toBe('/prices')
    expect(trackedPath('/prices')).toBe('/prices')
  })
  it('never holds dialog=, which leaves the URL once its dialog opens (§2, issue #30)', () => {
    expect(trackedPath('/prices', 'dialog=newsletter&size=20')).toBe('/prices?size=20')
    expect(trackedPath('/prices', '?dialog=get-the-app')).toBe('/prices')
    // The URL before and after the dialog left it is one path: no route change recorded.
    recordRouteChange(trackedPath('/prices', '?dialog=newsletter'))
    expect(recordRouteChange(trackedPath('/prices', ''))).toBe(false)
    expect(paths()).toEqual({ prevPath: null, currentPath: '/prices' })
  })
})
