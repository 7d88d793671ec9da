// @vitest-environment happy-dom
// §4 "Route changes": the mounted component records each completed route change once.
import { act } from 'react'
import type { Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { createTestRoot, removeTestRoot } from '../../../tests/support/clientRoot'
import { RouteTracking } from './RouteTracking'

const navigation = vi.hoisted(() => ({ pathname: '/', search: '' }))

vi.mock('next/navigation', () => ({
  usePathname: () => navigation.pathname,
  useSearchParams: () => new URLSearchParams(navigation.search),
}))

let root: Root
let container: HTMLElement

function navigate(pathname: string, search = '') {
  navigation.pathname = pathname
  navigation.search = search
  act(() => root.render(<RouteTracking />))
}

beforeEach(() => {
  window.sessionStorage.clear()
  ;({ root, container } = createTestRoot())
})

afterEach(() => {
  removeTestRoot(root, container)
})

describe('RouteTracking', () => {
  it('updates prevPath and currentPath with pathname and search on each route change', () => {
    navigate('/')
    navigate('/prices', 'size=20')
    expect(window.sessionStorage.getItem('prevPath')).toBe('/')
    expect(window.sessionStorage.getItem('currentPath')).toBe('/prices?size=20')
    navigate('/prices', 'size=27')
    expect(window.sessionStorage.getItem('prevPath')).toBe('/prices?size=20')
    expect(window.sessionStorage.getItem('currentPath')).toBe('/prices?size=27')
  })

  it('does not record a re-render of the same route', () => {
    navigate('/')
    navigate('/prices')
    act(() => root.render(<RouteTracking />))
    expect(window.sessionStorage.getItem('prevPath')).toBe('/')
    expect(window.sessionStorage.getItem('currentPath')).toBe('/prices')
  })
})
