// §3 Quote: <figure><blockquote/><figcaption/></figure>, with its decorative mark or illustration.
import { Icon } from '@/design/icons/Icon'
import { Illustration } from '@/design/illustrations/Illustration'
import { type FontFamily, fontFamilyValues, isColour } from '@/design/tokens'
import { readableOn } from '@/design/contrast'
import { str } from '@/lib/strings'

import { spacingStyle } from '../shared/spacing'
import { textStyle } from '../shared/textStyle'
import { InlineStyle } from '../shared/styles/InlineStyle'
import type { BlockProps } from '../types'
import styles, { stylesheet } from './Quote.inline.pcss'

export default function Quote({ block, context }: BlockProps<'Quote'>) {
  const quote = str(block.quote)
  if (!quote) return null
  const signature = str(block.signature)
  // §3: backgroundColor is a page's input, fontFamily a story's; the other model's value (saved through the API while
  // its input was hidden) is not shown.
  const background =
    context.model === 'page' && isColour(block.backgroundColor)
      ? // Issue #33: the text takes the colour that reads on the chosen background (WCAG 1.4.3).
        readableOn(block.backgroundColor)
      : undefined
  const fontFamily =
    context.model === 'blog-article' &&
    typeof block.fontFamily === 'string' &&
    block.fontFamily in fontFamilyValues
      ? fontFamilyValues[block.fontFamily as FontFamily]
      : undefined
  return (
    <>
      <InlineStyle sheet={stylesheet} />
      <figure
        className={background ? `${styles.quote} ${styles.filled}` : styles.quote}
        style={{ ...spacingStyle(block), ...background }}
      >
        {block.decorative === 'quotation' ? (
          <Icon name="quotation-mark" width={48} className={styles.mark} />
        ) : block.decorative === 'happy-dance' || block.decorative === 'cake-surfing' ? (
          <Illustration name={block.decorative} width={120} className={styles.illustration} />
        ) : null}
        <blockquote className={styles.text} style={{ fontFamily, ...textStyle(block) }}>
          <p>{quote}</p>
        </blockquote>
        {signature ? <figcaption className={styles.signature}>{signature}</figcaption> : null}
      </figure>
    </>
  )
}
