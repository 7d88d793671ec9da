// Text on editor-chosen backgrounds stays readable (WCAG 2.2 AA) whichever palette colour is chosen.
import { describe, expect, it } from 'vitest'

import { contrastRatio, readableOn, textColourOn } from './contrast'
import { type Colour, namedColours, palette } from './tokens'

describe('textColourOn', () => {
  it('picks the more readable of almostBlack and white, AA on every palette colour with a value', () => {
    expect(textColourOn('hjortron4')).toBe('almostBlack')
    expect(textColourOn('brandYellow')).toBe('almostBlack')
    expect(textColourOn('seaweed')).toBe('almostBlack')
    expect(textColourOn('forest')).toBe('white')
    expect(textColourOn('hjortron0')).toBe('white')
    expect(textColourOn('white')).toBe('almostBlack')
    expect(textColourOn('transparent')).toBe('almostBlack')
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21)
    for (const [colour, value] of Object.entries(palette)) {
      if (!value.startsWith('#')) continue
      const text = textColourOn(colour as Colour) === 'white' ? '#FFFFFF' : namedColours.almostBlack
      expect(contrastRatio(value, text), colour).toBeGreaterThanOrEqual(4.5)
    }
  })
})

describe('readableOn', () => {
  it('pairs the background with the text colour that reads on it', () => {
    expect(readableOn('brandYellow')).toEqual({
      background: 'var(--colour-brandYellow)',
      color: `var(--colour-${textColourOn('brandYellow')})`,
    })
    expect(readableOn('almostBlack').color).toBe('var(--colour-white)')
  })
})
