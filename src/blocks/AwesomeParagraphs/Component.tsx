import { RichText } from '@payloadcms/richtext-lexical/react'

import { isColour } from '@/design/tokens'
import { readableOn } from '@/design/contrast'
import { cx } from '@/lib/strings'

import { hasRichText } from '../shared/richText'
import { spacingStyle } from '../shared/spacing'
import { textStyle } from '../shared/textStyle'
import { InlineStyle } from '../shared/styles/InlineStyle'
import type { BlockProps } from '../types'
import styles, { stylesheet } from './AwesomeParagraphs.inline.pcss'

/** §3 Text: an optional headline (h2, or h3 as subheading) over rich paragraphs. */
export default function AwesomeParagraphs({ block }: BlockProps<'AwesomeParagraphs'>) {
  const headline = block.headline?.trim()
  const body = hasRichText(block.paragraphContent) ? block.paragraphContent : undefined
  if (!headline && !body) return null
  const anchors = 'anchorRef' in block ? block : undefined
  const Headline = block.headlineVariant === 'subheading' ? 'h3' : 'h2'
  // Issue #33: the text takes the colour that reads on the chosen background (WCAG 1.4.3).
  const background = isColour(block.backgroundColor) ? readableOn(block.backgroundColor) : undefined
  const className = cx(
    styles.section,
    background && styles.filled,
    block.isPreamble && styles.preamble,
    block.dualColumns && styles.dualColumns,
  )
  return (
    <>
      <InlineStyle sheet={stylesheet} />
      <section
        className={className}
        style={{ ...spacingStyle(block), ...background }}
        id={anchors?.anchorRef && anchors.anchorRefName ? anchors.anchorRefName : undefined}
      >
        {headline ? (
          <Headline className={styles.headline} style={{ textAlign: block.headlinePosition ?? undefined }}>
            {anchors?.anchorLink && anchors.anchorLinkName ? (
              <a href={`#${anchors.anchorLinkName}`}>{headline}</a>
            ) : (
              headline
            )}
          </Headline>
        ) : null}
        {body ? (
          <div
            className={styles.body}
            style={{ textAlign: block.bodyTextAlign ?? undefined, ...textStyle(block) }}
          >
            <RichText data={body} />
          </div>
        ) : null}
      </section>
    </>
  )
}
