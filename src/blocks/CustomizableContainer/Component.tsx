// §3 CustomizableContainer: a container band of backgroundColor around simple content blocks, at least `space` tall
// (default xl); with addWaves (default true), a wavy edge of secondColor (else the page background) whose crests face
// `direction`: up (it rises from the bottom) or down (it hangs from the top). A fixed wave strip, so nothing shifts.
import type { CSSProperties } from 'react'

import { colourVar, isColour, type Spacing, spacingScale } from '@/design/tokens'
import { cx, isOneOf } from '@/lib/strings'

import { nestedContext, RenderBlocks } from '../RenderBlocks'
import { spacingStyle } from '../shared/spacing'
import { InlineStyle } from '../shared/styles/InlineStyle'
import type { BlockProps, LayoutBlock } from '../types'
import styles, { stylesheet } from './CustomizableContainer.inline.pcss'

/** One and a half waves across, filled below the line: the crests point up; mirrored for down. */
export const wavePath = 'M0 40 C240 80 480 0 720 40 C960 80 1200 0 1440 40 V80 H0 Z'

/** The site's page background (globals.css): the waves meet the page when no secondColor is chosen. */
const pageBackground = 'brokenWhite'

// Async so the children's async renderers resolve with it on the server.
export default async function CustomizableContainer({ block, context }: BlockProps<'CustomizableContainer'>) {
  const space: Spacing = isOneOf(spacingScale, block.space) ? block.space : 'xl'
  const waves = block.addWaves !== false
  const waveColour = isColour(block.secondColor) ? block.secondColor : pageBackground
  const direction = block.direction === 'up' ? 'up' : 'down'
  const content = Array.isArray(block.content) ? (block.content as unknown as LayoutBlock[]) : []
  const style = {
    ...spacingStyle(block),
    '--spacer-height': `var(--space-${space})`,
    ...(isColour(block.backgroundColor) ? { background: colourVar(block.backgroundColor) } : {}),
  } as CSSProperties
  const wave = waves ? (
    <svg
      className={styles.wave}
      viewBox="0 0 1440 80"
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
      style={{ color: colourVar(waveColour) }}
    >
      <path d={wavePath} fill="currentColor" />
    </svg>
  ) : null
  return (
    <>
      <InlineStyle sheet={stylesheet} />
      <div
        className={cx(styles.spacer, waves && styles[`waves-${direction}`])}
        style={style}
        data-direction={waves ? direction : undefined}
      >
        {direction === 'down' ? wave : null}
        <div className={styles.content}>
          {content.length
            ? RenderBlocks({ blocks: content, context: nestedContext(context, 'content') })
            : null}
        </div>
        {direction === 'up' ? wave : null}
      </div>
    </>
  )
}
