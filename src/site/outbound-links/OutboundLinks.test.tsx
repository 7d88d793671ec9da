// @vitest-environment happy-dom
// §7: the mounted component saves the query string and decorates followed links, never the careers host's.
import { act } from 'react'
import type { Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { createTestRoot, removeTestRoot } from '../../../tests/support/clientRoot'
import { OutboundLinks } from './OutboundLinks'
import { PRESERVED_QUERY_PARAMS_KEY } from './preservedQuery'

const navigation = vi.hoisted(() => ({ pathname: '/', search: '' }))

vi.mock('next/navigation', () => ({
  usePathname: () => navigation.pathname,
  useSearchParams: () => new URLSearchParams(navigation.search),
}))

const props = {
  productDomain: 'lumibook.example',
  careersHost: 'careers.lumibook.example',
  appDownloadUrl: 'https://get.app-links.example/lumibook',
}

let root: Root
let container: HTMLElement

/** Shows a page at `path`, as after a completed navigation. */
function navigate(path: string) {
  const url = new URL(path, 'https://www.lumibook.example')
  window.history.replaceState(null, '', url.pathname + url.search)
  navigation.pathname = url.pathname
  navigation.search = url.search
  act(() => root.render(<OutboundLinks {...props} />))
}

function link(href: string): HTMLAnchorElement {
  const anchor = document.createElement('a')
  anchor.setAttribute('href', href)
  anchor.innerHTML = '<span>Go</span>'
  // The page itself never navigates away in the test.
  anchor.addEventListener('click', (event) => event.preventDefault())
  container.append(anchor)
  return anchor
}

const clickInside = (anchor: HTMLAnchorElement, type: 'click' | 'auxclick' = 'click') =>
  anchor.querySelector('span')!.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true }))

beforeEach(() => {
  window.sessionStorage.clear()
  ;({ root, container } = createTestRoot())
})

afterEach(() => {
  removeTestRoot(root, container)
})

describe('OutboundLinks', () => {
  it('saves the query string on mount and keeps it across a route change without one', () => {
    navigate('/?utm_source=news')
    expect(window.sessionStorage.getItem(PRESERVED_QUERY_PARAMS_KEY)).toBe('utm_source=news')
    navigate('/prices')
    expect(window.sessionStorage.getItem(PRESERVED_QUERY_PARAMS_KEY)).toBe('utm_source=news')
  })

  it("decorates a main-site link on click, before the link's own handlers read it", () => {
    navigate('/?utm_source=news')
    navigate('/prices?gclid=abc')
    const anchor = link('https://app.lumibook.example/create#start')
    const seenByLink: (string | null)[] = []
    anchor.addEventListener('click', () => seenByLink.push(anchor.getAttribute('href')))
    clickInside(anchor)
    expect(anchor.getAttribute('href')).toBe('https://app.lumibook.example/create?gclid=abc#start')
    expect(seenByLink).toEqual(['https://app.lumibook.example/create?gclid=abc#start'])
  })

  it('uses the preserved parameters when the current page has none, and handles middle clicks', () => {
    navigate('/?utm_source=news')
    navigate('/prices')
    const anchor = link('https://get.app-links.example/lumibook')
    clickInside(anchor, 'auxclick')
    expect(anchor.getAttribute('href')).toBe('https://get.app-links.example/lumibook?utm_source=news')
    clickInside(anchor)
    expect(anchor.getAttribute('href')).toBe('https://get.app-links.example/lumibook?utm_source=news')
  })

  it('leaves careers, other-host and relative links alone', () => {
    navigate('/?utm_source=news')
    for (const href of ['https://careers.lumibook.example/jobs', 'https://partner.example/', '/prices']) {
      const anchor = link(href)
      clickInside(anchor)
      expect(anchor.getAttribute('href')).toBe(href)
    }
  })

  it('removes its listener on unmount', () => {
    navigate('/?utm_source=news')
    act(() => root.render(<></>))
    const anchor = link('https://lumibook.example/')
    clickInside(anchor)
    expect(anchor.getAttribute('href')).toBe('https://lumibook.example/')
  })
})
