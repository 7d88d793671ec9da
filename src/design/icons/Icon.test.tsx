// §3 "Icons": every name draws an SVG, an unknown name draws nothing, and color takes a palette token.
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { Icon, iconNames } from './Icon'

describe('Icon', () => {
  it('has the eight names of §3', () => {
    expect([...iconNames].sort()).toEqual(
      [
        'facebook',
        'instagram',
        'brand-corner',
        'brand-logo',
        'brand-logo-rtm',
        'brand-symbol',
        'quotation-mark',
        'youtube',
      ].sort(),
    )
  })

  it.each(iconNames)('draws %s as a decorative SVG with shapes in it', (name) => {
    const html = renderToStaticMarkup(<Icon name={name} width={32} className="x" />)
    expect(html).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/)
    expect(html).toContain('aria-hidden="true"')
    expect(html).toContain('class="x"')
    expect(html).toMatch(/<(path|circle)\b/)
  })

  it('renders nothing for an unknown name, without throwing', () => {
    expect(renderToStaticMarkup(<Icon name="twitter" />)).toBe('')
  })

  it('takes its colour from a palette token, and ignores anything else', () => {
    expect(renderToStaticMarkup(<Icon name="facebook" color="glaze" />)).toContain(
      'color:var(--colour-glaze)',
    )
    expect(renderToStaticMarkup(<Icon name="facebook" color="red" />)).not.toContain('style=')
  })

  it('keeps the drawing’s proportions when only a width is given', () => {
    expect(renderToStaticMarkup(<Icon name="brand-logo" width={136} />)).toContain('height="32"')
  })
})
