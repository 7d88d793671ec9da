// Text on an editor-chosen background (WCAG 2.2 AA): almostBlack or white, whichever contrasts more with it.
import type { CSSProperties } from 'react'

import { type Colour, colourVar, isColour, palette } from '@/design/tokens'

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** The text colour for a background token; non-hex values (white, transparent) take almostBlack. */
export function inkOn(background: Colour): 'almostBlack' | 'white' {
  const value = palette[background]
  if (!/^#[0-9a-f]{6}$/i.test(value)) return 'almostBlack'
  const l = luminance(value)
  const dark = luminance(palette.almostBlack)
  // Contrast with white is 1.05 / (l + 0.05); with almostBlack (l + 0.05) / (dark + 0.05).
  return 1.05 / (l + 0.05) > (l + 0.05) / (dark + 0.05) ? 'white' : 'almostBlack'
}

/** A card's colours as custom properties: the chosen (or §3 default) background and readable text on it. */
export function cardColours(colour: unknown, fallback: Colour): CSSProperties {
  const background = isColour(colour) ? colour : fallback
  return {
    '--card-background': colourVar(background),
    '--card-text': colourVar(inkOn(background)),
  } as CSSProperties
}
