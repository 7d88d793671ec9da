// §3 Container and Box (layout blocks): their widths.
import { containerWidth } from '@/design/tokens'

/**
 * customWidth / maxWidth: the spec names the inputs, not their values, so a small named scale: narrow (a form or a
 * quote), text (a comfortable reading measure), wide (the §3 container width 89.06rem), full (the whole row).
 */
export const layoutWidths = {
  narrow: '40rem',
  text: '48rem',
  wide: containerWidth,
  full: '100%',
} as const
export type LayoutWidth = keyof typeof layoutWidths

export function layoutWidth(value: unknown): string | undefined {
  return typeof value === 'string' && value in layoutWidths ? layoutWidths[value as LayoutWidth] : undefined
}
