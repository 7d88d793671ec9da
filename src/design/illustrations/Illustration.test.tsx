// @vitest-environment happy-dom
// §3 "Illustrations": the box is drawn on the server, the drawing arrives on demand; names and style rules.
import { act, createElement } from 'react'
import type { Root } from 'react-dom/client'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import {
  controlledIntersectionObserver,
  createTestRoot,
  removeTestRoot,
} from '../../../tests/support/clientRoot'
import { nearViewport } from '@/react/useNearViewport'

import { Illustration } from './Illustration'
import { loaders } from './loaders'
import { illustrationNames, isArrow } from './names'

describe('Illustration', () => {
  it('knows the 41 names of §9', () => {
    expect(illustrationNames).toHaveLength(41)
    expect(new Set(illustrationNames).size).toBe(41)
    expect(illustrationNames.filter(isArrow)).toEqual(
      Array.from({ length: 12 }, (_, i) => `arrow-${String(i + 1).padStart(2, '0')}`),
    )
    expect(Object.keys(loaders).sort()).toEqual([...illustrationNames].sort())
  })

  it('renders its sized box on the server and leaves the drawing to the browser', () => {
    const html = renderToStaticMarkup(<Illustration name="cloud" width={120} className="c" color="glaze" />)
    expect(html).toMatch(/^<svg [^>]*viewBox="0 0 200 200"[^>]*width="120" height="120"/)
    expect(html).toContain('class="c"')
    expect(html).toContain('color:var(--colour-glaze)')
    expect(html).toContain('data-illustration="cloud"')
    expect(html).toMatch(/<svg [^>]*><\/svg>$/)
  })

  it('renders nothing for an unknown name', () => {
    expect(renderToStaticMarkup(<Illustration name="unicorn" />)).toBe('')
  })

  it('takes style on arrows only', () => {
    const style = { transform: 'rotate(90deg)' }
    expect(renderToStaticMarkup(<Illustration name="arrow-05" style={style} />)).toContain('rotate(90deg)')
    expect(renderToStaticMarkup(<Illustration name="heart-love" style={style} />)).not.toContain('rotate')
  })

  it.each(illustrationNames)('%s is a drawing in the current colour only', async (name) => {
    const { default: Art } = await loaders[name]()
    const markup = renderToStaticMarkup(createElement(Art))
    expect(markup).toMatch(/<(path|circle|ellipse|line|polyline|polygon|rect)\b/)
    // One stroke colour, so `color` recolours all of it (§3).
    expect(markup.match(/(?:fill|stroke)="(?!none|currentColor)[^"]*"/g) ?? []).toEqual([])
    expect(markup).not.toMatch(/<(text|image|style|script)\b/)
  })
})

describe('Illustration in the browser', () => {
  // The test decides when the box nears the viewport.
  let viewport: ReturnType<typeof controlledIntersectionObserver>
  const near = (isIntersecting: boolean) =>
    act(async () => {
      viewport.report(isIntersecting)
      await loaders.cloud()
    })

  let container: HTMLElement
  let root: Root
  beforeEach(() => {
    viewport = controlledIntersectionObserver()
    vi.stubGlobal('IntersectionObserver', viewport.Observer)
    ;({ root, container } = createTestRoot())
  })
  afterEach(() => {
    removeTestRoot(root, container)
    vi.unstubAllGlobals()
  })

  it('draws only once its box nears the viewport (§3 "loaded on demand")', async () => {
    await act(async () => root.render(<Illustration name="cloud" />))
    const svg = container.querySelector('svg[data-illustration="cloud"]')!
    expect(viewport.observed).toHaveLength(1)
    expect(viewport.observed[0]!.options?.rootMargin).toBe(nearViewport)
    await near(false)
    expect(svg.hasAttribute('data-loaded')).toBe(false)
    expect(svg.childElementCount).toBe(0)

    await near(true)
    expect(svg.hasAttribute('data-loaded')).toBe(true)
    expect(svg.querySelector('path, circle, ellipse, line, polyline, rect')).not.toBeNull()
  })
})
