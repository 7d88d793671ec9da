// Text on an editor-chosen background (§3 backgroundColor without an inverted-text input): whichever of almostBlack
// and white reads better (WCAG 2.2 contrast), so every palette choice stays legible (AA).
import { type Colour, colourVar, namedColours, palette } from '@/design/tokens'

export type TextColour = 'almostBlack' | 'white'

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG contrast ratio of two #RRGGBB colours. */
export function contrastRatio(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (high + 0.05) / (low + 0.05)
}

/** The text colour token for a background token; white and transparent backgrounds take almostBlack. */
export function textColourOn(background: Colour): TextColour {
  const hex = palette[background]
  if (!/^#[0-9a-f]{6}$/i.test(hex)) return 'almostBlack'
  return contrastRatio(hex, '#FFFFFF') > contrastRatio(hex, namedColours.almostBlack)
    ? 'white'
    : 'almostBlack'
}

/** An editor-chosen background with the text colour that reads on it, as an inline style (§3 backgroundColor). */
export function readableOn(background: Colour): { background: string; color: string } {
  return { background: colourVar(background), color: colourVar(textColourOn(background)) }
}
