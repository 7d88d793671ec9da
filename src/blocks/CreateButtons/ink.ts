// A card's background and the readable text on it (WCAG 2.2 AA, src/design/contrast.ts).
import type { CSSProperties } from 'react'

import { textColourOn } from '@/design/contrast'
import { type Colour, colourVar, isColour } from '@/design/tokens'

/** A card's colours as custom properties: the chosen (or §3 default) background and readable text on it. */
export function cardColours(colour: unknown, fallback: Colour): CSSProperties {
  const background = isColour(colour) ? colour : fallback
  return {
    '--card-background': colourVar(background),
    '--card-text': colourVar(textColourOn(background)),
  } as CSSProperties
}
