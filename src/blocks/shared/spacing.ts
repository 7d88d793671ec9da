// §3 common spacing inputs → inline custom properties, values only from the spacing tokens.
import type { CSSProperties } from 'react'

import { type Margin, marginScale, type Spacing, spacingScale } from '@/design/tokens'

const marginKeys = ['margin', 'marginTop', 'marginBottom', 'marginLeft', 'marginRight'] as const
const paddingKeys = ['padding', 'paddingLeft', 'paddingRight', 'paddingTop', 'paddingBottom'] as const

export type SpacingInput = Partial<
  Record<(typeof marginKeys)[number], Margin | null> & Record<(typeof paddingKeys)[number], Spacing | null>
>

function tokenValue(value: string | null | undefined, allowed: readonly string[]): string | undefined {
  if (!value || !allowed.includes(value)) return undefined
  return value === 'auto' ? 'auto' : `var(--space-${value})`
}

export function spacingStyle(input: SpacingInput): CSSProperties {
  const style: Record<string, string> = {}
  for (const key of marginKeys) {
    const value = tokenValue(input[key], marginScale)
    if (value) style[key] = value
  }
  for (const key of paddingKeys) {
    const value = tokenValue(input[key], spacingScale)
    if (value) style[key] = value
  }
  return style as CSSProperties
}
