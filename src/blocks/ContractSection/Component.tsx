// §3 ContractSection: an image beside a heading (an anchor target when addHeadingLink is set and the name obeys
// §5), intro, a button (default link /create) and a line of handwritten text, over an optional background image.
import type { CSSProperties } from 'react'

import { cx } from '@/lib/strings'

import { type FontSize, fontSizes, type LineHeight, lineHeights } from '@/design/tokens'

import { BlockImage } from '../shared/BlockImage'
import { ButtonLinkAnchor, buttonStyles } from '../shared/ButtonLinkAnchor'
import { imageSource } from '../shared/media'
import { spacingStyle } from '../shared/spacing'
import { InlineStyle } from '../shared/styles/InlineStyle'
import { isAnchorName } from '../shared/validation'
import type { BlockProps } from '../types'
import styles, { stylesheet } from './ContractSection.inline.pcss'

export function handwrittenStyle(settings: {
  fontFamily?: string | null
  fontSize?: string | null
  lineHeight?: string | null
}): CSSProperties {
  const style: CSSProperties = {
    fontFamily: `var(--font-family-${settings.fontFamily === 'primary' ? 'primary' : 'accent'})`,
  }
  if (fontSizes.includes(settings.fontSize as FontSize))
    style.fontSize = `var(--font-size-${settings.fontSize})`
  if (settings.lineHeight && settings.lineHeight in lineHeights)
    style.lineHeight = `var(--line-height-${settings.lineHeight as LineHeight})`
  return style
}

export default function ContractSection({ block, context }: BlockProps<'ContractSection'>) {
  const heading = block.heading?.trim()
  const intro = block.intro?.trim()
  const handwritten = block.handwrittenText?.text?.trim()
  const image = imageSource(block.image, block.altText)
  const background = imageSource(block.backgroundImage, '')
  if (!heading && !intro && !image && !handwritten) return null
  const anchor =
    block.addHeadingLink && block.headingLink && isAnchorName(block.headingLink)
      ? block.headingLink
      : undefined
  return (
    <>
      <InlineStyle sheet={stylesheet} />
      <section className={cx(styles.section, background && styles.overImage)} style={spacingStyle(block)}>
        {background && (
          // Decorative: the background says nothing the text does not.
          <BlockImage className={styles.background} image={background} alt="" sizes="100vw" />
        )}
        <div className={styles.content}>
          {image && (
            <BlockImage className={styles.image} image={image} sizes="(min-width: 768px) 40vw, 100vw" />
          )}
          <div className={styles.text}>
            {heading && (
              <h2 id={anchor} className={styles.heading}>
                {heading}
              </h2>
            )}
            {intro && <p className={styles.intro}>{intro}</p>}
            <ButtonLinkAnchor
              // §3: the button's link defaults to /create.
              button={{ ...block.button, link: block.button?.link?.trim() || '/create' }}
              context={context}
              text={block.button?.text}
              className={cx(buttonStyles['variant-primary'], styles.button)}
            />
            {handwritten && (
              <p className={styles.handwritten} style={handwrittenStyle(block.handwrittenText ?? {})}>
                {handwritten}
              </p>
            )}
          </div>
        </div>
      </section>
    </>
  )
}
