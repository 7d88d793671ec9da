// §3 CustomizableContainer: a decorative spacer section (no child blocks; Container/Box nest content). A band of
// backgroundColor, `space` tall (default xl); with addWaves, a wavy edge of secondColor whose crests face
// `direction`: up (secondColor rises from the bottom) or down (it hangs from the top). Fixed sizes and an inline SVG,
// so nothing shifts.
import type { CSSProperties } from 'react'

import { colourVar, isColour, type Spacing, spacingScale } from '@/design/tokens'

import { spacingStyle } from '../shared/spacing'
import { InlineStyle } from '../shared/styles/InlineStyle'
import type { BlockProps } from '../types'
import styles, { stylesheet } from './CustomizableContainer.inline.pcss'

/** One and a half waves across, filled below the line: the crests point up; mirrored for down. */
export const wavePath = 'M0 40 C240 80 480 0 720 40 C960 80 1200 0 1440 40 V80 H0 Z'

export default function CustomizableContainer({ block }: BlockProps<'CustomizableContainer'>) {
  const space: Spacing = spacingScale.includes(block.space as Spacing) ? (block.space as Spacing) : 'xl'
  const waves = block.addWaves !== false && isColour(block.secondColor)
  const direction = block.direction === 'up' ? 'up' : 'down'
  const style = {
    ...spacingStyle(block),
    '--spacer-height': `var(--space-${space})`,
    ...(isColour(block.backgroundColor) ? { background: colourVar(block.backgroundColor) } : {}),
  } as CSSProperties
  return (
    <>
      <InlineStyle sheet={stylesheet} />
      <div
        className={`${styles.spacer} ${waves ? styles[`waves-${direction}`] : ''}`}
        style={style}
        aria-hidden="true"
        data-direction={waves ? direction : undefined}
      >
        {waves && isColour(block.secondColor) && (
          <svg
            className={styles.wave}
            viewBox="0 0 1440 80"
            preserveAspectRatio="none"
            focusable="false"
            style={{ color: colourVar(block.secondColor) }}
          >
            <path d={wavePath} fill="currentColor" />
          </svg>
        )}
      </div>
    </>
  )
}
