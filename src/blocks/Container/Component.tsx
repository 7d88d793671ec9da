// §3 Container (layout block): its child blocks inside a background and a width (layoutWidths, default wide).
import { isColour } from '@/design/tokens'
import { readableOn } from '@/design/contrast'

import { nestedContext, RenderBlocks } from '../RenderBlocks'
import { spacingStyle } from '../shared/spacing'
import { InlineStyle } from '../shared/styles/InlineStyle'
import type { BlockProps, LayoutBlock } from '../types'
import styles, { stylesheet } from './Container.inline.pcss'
import { layoutWidth } from './layout'

// Async so the children's async renderers resolve with it on the server.
export default async function Container({ block, context }: BlockProps<'Container'>) {
  const content = Array.isArray(block.content) ? block.content : []
  if (!content.length) return null
  // Issue #33: the text takes the colour that reads on the chosen background (WCAG 1.4.3).
  const background = isColour(block.background) ? readableOn(block.background) : undefined
  return (
    <>
      <InlineStyle sheet={stylesheet} />
      <section
        className={background ? `${styles.container} ${styles.filled}` : styles.container}
        style={{ ...spacingStyle(block), ...background }}
      >
        <div
          className={styles.inner}
          style={{ maxWidth: layoutWidth(block.customWidth) ?? layoutWidth('wide') }}
        >
          {/* Each child renders through the registry like the page's own blocks; a failing one is left out. */}
          {RenderBlocks({
            blocks: content as unknown as LayoutBlock[],
            context: nestedContext(context, 'content'),
          })}
        </div>
      </section>
    </>
  )
}
