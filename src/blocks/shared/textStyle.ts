// §3 text-style set (fontSize, textAlign, color) → inline style from the tokens only.
import type { CSSProperties } from 'react'

import { colourVar, isColour, textAlignments, type TextAlign } from '@/design/tokens'

export interface TextStyleInput {
  fontSize?: string | null
  textAlign?: TextAlign | null
  color?: string | null
}

export function textStyle(input: TextStyleInput): CSSProperties {
  const style: CSSProperties = {}
  if (input.fontSize) style.fontSize = `var(--font-size-${input.fontSize})`
  if (input.textAlign && textAlignments.includes(input.textAlign)) style.textAlign = input.textAlign
  if (isColour(input.color)) style.color = colourVar(input.color)
  return style
}
