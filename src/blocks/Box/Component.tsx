// §3 Box (layout block): its child blocks as a block or a flex row/column, gap from the spacing tokens (default m).
import type { CSSProperties } from 'react'

import { isColour, spacingScale } from '@/design/tokens'
import { readableOn } from '@/design/contrast'

import { layoutWidth } from '../Container/layout'
import { nestedContext, RenderBlocks } from '../RenderBlocks'
import { spacingStyle } from '../shared/spacing'
import { InlineStyle } from '../shared/styles/InlineStyle'
import type { BlockProps, LayoutBlock } from '../types'
import styles, { stylesheet } from './Box.inline.pcss'

// Async so the children's async renderers resolve with it on the server.
export default async function Box({ block, context }: BlockProps<'Box'>) {
  const content = Array.isArray(block.content) ? block.content : []
  if (!content.length) return null
  // Issue #33: the text takes the colour that reads on the chosen background (WCAG 1.4.3).
  const background = isColour(block.background) ? readableOn(block.background) : undefined
  const gap = `var(--space-${(spacingScale as readonly unknown[]).includes(block.gap) ? block.gap : 'm'})`
  // "block" stacks the children; a grid does that and, unlike display: block, honours the gap.
  const flex = block.display === 'flex'
  const style: CSSProperties = {
    ...spacingStyle(block),
    ...background,
    maxWidth: layoutWidth(block.maxWidth),
    display: flex ? 'flex' : 'grid',
    flexDirection: flex ? (block.flexDirection === 'column' ? 'column' : 'row') : undefined,
    gap,
  }
  return (
    <>
      <InlineStyle sheet={stylesheet} />
      <div className={background ? `${styles.box} ${styles.filled}` : styles.box} style={style}>
        {RenderBlocks({
          blocks: content as unknown as LayoutBlock[],
          context: nestedContext(context, 'content'),
        })}
      </div>
    </>
  )
}
