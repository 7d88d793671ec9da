// §9 "Design constants": the values the spec gives, asserted one by one; the CSS is generated from them all.
import { describe, expect, it } from 'vitest'

import {
  breakpoints,
  buttonTypes,
  containerWidth,
  fontFamilies,
  fontSizes,
  fontSizeValues,
  fontWeights,
  lineHeights,
  marginScale,
  namedColours,
  palette,
  radii,
  spacingScale,
  textAlignments,
  tokenCustomProperties,
  tonalScales,
} from './tokens'

/** WCAG 2.2 relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const c = parseInt(hex.slice(at, at + 2), 16) / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}
function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (high + 0.05) / (low + 0.05)
}

describe('§9 design constants', () => {
  it('has the four breakpoints and the container width', () => {
    expect(breakpoints).toEqual({ mobile: 0, tablet: 768, desktop: 1200, largeDesktop: 1420 })
    expect(containerWidth).toBe('89.06rem')
  })

  it('has the spacing scale, margins with auto, and the border radii', () => {
    expect(spacingScale).toEqual([
      'none',
      'xxxs',
      'xxs',
      'xs',
      's',
      'm',
      'l',
      'xl',
      'xxl',
      'xxxl',
      's-l',
      's-xl',
    ])
    expect(marginScale).toEqual([...spacingScale, 'auto'])
    expect(radii).toEqual({
      none: '0',
      s: '0.25rem',
      m: '0.5rem',
      l: '1rem',
      xl: '1.5rem',
      xxl: '3rem',
      full: '50%',
    })
  })

  it('has the type scale', () => {
    expect(fontFamilies).toEqual(['headline', 'primary', 'accent'])
    expect(fontSizes).toEqual([
      ...[
        'xs',
        's',
        'base',
        'l',
        'xl',
        'xxl',
        'xxxl',
        'xxxxl',
        'special_xxl',
        'quote',
        'caption_xs',
        'body_s',
      ],
      ...['preamble_m', 'title_s', 'title_m', 'title_l', 'title_xl'],
    ])
    expect(fontSizeValues.caption_xs).toBe('14px')
    expect(fontSizeValues.body_s).toBe('16px')
    expect(Object.keys(lineHeights)).toEqual(['xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl', 'xxxxl'])
    expect(fontWeights).toEqual({
      light: 300,
      normal: 400,
      medium: 500,
      semibold: 600,
      bold: 700,
      extrabold: 800,
    })
    expect(textAlignments).toEqual(['left', 'center', 'right'])
    expect(buttonTypes).toEqual(['cta', 'toggle', 'primary', 'hero', 'secondary', 'decorative'])
  })

  it('has the 22 named colours with their exact values', () => {
    expect(namedColours).toEqual({
      almostBlack: '#2D0303',
      almostWhite: '#F9F9F9',
      brokenWhite: '#FAF5F2',
      brandYellow: '#FFCC5A',
      cloudy: '#F2EFED',
      igloo: '#A6D8E0',
      iglooLight: '#DCF0F4',
      seaweed: '#BFDDBC',
      seaweedLight: '#E3EDE2',
      clay: '#8A8383',
      clayLight: '#DAD4D4',
      cocoa: '#706060',
      glaze: '#316CF5',
      misty: '#EBE5E4',
      tomato: '#C7230A',
      candy: '#F9A4D8',
      forest: '#343D1D',
      ketchup: '#872B12',
      lavender: '#D2B5F7',
      errorText: '#B3261E',
      white: 'white',
      transparent: 'transparent',
    })
  })

  it('has eight tonal scales of five steps, darkest first', () => {
    expect(Object.keys(tonalScales)).toEqual([
      'malm',
      'lav',
      'kantarell',
      'hjortron',
      'ljung',
      'mossa',
      'älv',
      'blåbär',
    ])
    for (const steps of Object.values(tonalScales)) {
      expect(steps).toHaveLength(5)
      const lightness = steps.map(luminance)
      expect([...lightness].sort((a, b) => a - b)).toEqual(lightness)
    }
  })

  it('keeps text readable on every tonal step (WCAG AA, 4.5:1)', () => {
    // Blocks put almostBlack text on the light steps (2–4) and white text on the dark ones (0–1).
    for (const [scale, steps] of Object.entries(tonalScales)) {
      steps.forEach((step, index) => {
        const text = index <= 1 ? '#FFFFFF' : namedColours.almostBlack
        expect(contrast(step, text), `${scale}${index}`).toBeGreaterThanOrEqual(4.5)
      })
    }
  })

  it('emits every token as a CSS custom property', () => {
    const css = tokenCustomProperties()
    for (const [name, value] of Object.entries(palette)) expect(css).toContain(`--colour-${name}: ${value};`)
    for (const name of spacingScale) expect(css).toContain(`--space-${name}:`)
    for (const name of fontSizes) expect(css).toContain(`--font-size-${name}:`)
    for (const name of Object.keys(radii)) expect(css).toContain(`--radius-${name}:`)
    for (const name of Object.keys(fontWeights)) expect(css).toContain(`--weight-${name}:`)
    for (const name of Object.keys(lineHeights)) expect(css).toContain(`--line-height-${name}:`)
    for (const name of fontFamilies) expect(css).toContain(`--font-family-${name}:`)
    expect(css).toContain('--container-width: 89.06rem;')
  })
})
