// The Text & Image layout that Text & Video shares (§3): text (subheading, heading, ingress, rich text, numbered
// list, second text, button, SocialMedia children) beside or above its media, mirrored or full-bleed on request.
import { RichText } from '@payloadcms/richtext-lexical/react'
import { createElement, type CSSProperties, type ReactNode } from 'react'

import { readableOn } from '@/design/contrast'
import { buttonTypes, type Colour, colourVar, isColour, textAlignments } from '@/design/tokens'
import { translator } from '@/i18n/messages'
import { cx, isOneOf, str } from '@/lib/strings'

import { buttonPositions, buttonSizes } from '../ButtonComponent/options'
import { BlockImage } from '../shared/BlockImage'
import { EditMarker } from '../shared/EditMarker'
import { ButtonLinkAnchor, buttonStyles } from '../shared/ButtonLinkAnchor'
import { imageSource } from '../shared/media'
import { hasRichText } from '../shared/richText'
import { Slider } from '../shared/slider/Slider'
import { spacingStyle } from '../shared/spacing'
import { textStyle } from '../shared/textStyle'
import { InlineStyle } from '../shared/styles/InlineStyle'
import SocialMedia from '../SocialMedia/Component'
import type { BlockContext, BlockData } from '../types'
import { type HeadingLevel, headingLevels, paginatorColors, paginatorPositions } from './fields'
import styles, { stylesheet } from './TextImage.inline.pcss'

export type TextMediaData = BlockData<'TextImage'> | BlockData<'TextVideo'>

const alignment = (value: unknown): CSSProperties | undefined =>
  isOneOf(textAlignments, value) ? { textAlign: value } : undefined

/** §9: h2–h4, default h3. */
export function headingLevelOf(value: unknown): HeadingLevel {
  return isOneOf(headingLevels, value) ? value : 'h3'
}

/** The single image, or the §4 slideshow of slides with their alt texts (§5); nothing when there is no picture. */
export async function ImageMedia({
  block,
  context,
  sizes,
  fullbleed,
}: {
  block: TextMediaData
  context: BlockContext
  sizes: string
  fullbleed: boolean
}) {
  const className = cx(styles.image, fullbleed && styles.fullbleedImage)
  if (block.slideshow) {
    const slides = (Array.isArray(block.slides) ? block.slides : []).flatMap((slide, index) => {
      const image = imageSource(slide?.src, str(slide?.altText))
      return image ? [{ ...image, key: slide.id ?? String(index) }] : []
    })
    if (!slides.length) return null
    const t = await translator(context.locale, 'TextImage')
    const paginator = block.selectPaginator
    return (
      <Slider
        locale={context.locale}
        label={str(block.heading) || t('slides')}
        dotsColor={isOneOf(paginatorColors, paginator?.color) ? paginator.color : 'dark'}
        dotsPosition={isOneOf(paginatorPositions, paginator?.position) ? paginator.position : 'bottom'}
        className={styles.slider}
      >
        {slides.map((image) => (
          <BlockImage key={image.key} className={className} image={image} sizes={sizes} />
        ))}
      </Slider>
    )
  }
  const image = imageSource(block.image, str(block.altText))
  if (!image) return null
  return <BlockImage className={className} image={image} sizes={sizes} />
}

/** next/image sizes: half the container beside the text, the full width above it. */
export function mediaSizes(block: TextMediaData): string {
  if (block.verticalLayout || block.fullbleedLayout) return '100vw'
  return '(min-width: 1420px) 712px, (min-width: 768px) 50vw, 100vw'
}

export async function TextMedia({
  block,
  context,
  media,
  fullbleedMedia,
  dotColor,
}: {
  block: TextMediaData
  context: BlockContext
  /** The image, slideshow or video; null when there is none. */
  media: ReactNode
  fullbleedMedia: boolean
  /** The numbered list's dot colour (§3 Text & Video dotColor). */
  dotColor: Colour
}) {
  const subheading = block.subheadingCheck ? str(block.subheading) : ''
  const heading = str(block.heading)
  const ingress = str(block.ingress)
  const text = hasRichText(block.text) ? block.text : undefined
  const secondText = block.addTextField && hasRichText(block.secondText) ? block.secondText : undefined
  // Called, not mounted: an empty list must count as no content.
  const list = block.addList ? NumberedList({ block, dotColor }) : null
  const button = block.addButton ? await Button({ block, context }) : null
  const children = (Array.isArray(block.children) ? block.children : []).filter(
    (child) => child?.blockType === 'SocialMedia',
  )
  const hasContent = Boolean(
    subheading || heading || ingress || text || secondText || list || button || children.length,
  )
  if (!hasContent && !media) return null

  // Issue #33: on a chosen background the text takes the colour that reads on it (WCAG 1.4.3), inverted or not.
  const background = isColour(block.backgroundColor) ? readableOn(block.backgroundColor) : undefined
  const content = hasContent ? (
    <div className={styles.content}>
      {subheading ? <p className={styles.subheading}>{subheading}</p> : null}
      {heading
        ? createElement(
            headingLevelOf(block.headingLevel),
            { className: styles.heading, style: alignment(block.headingPosition) },
            heading,
          )
        : null}
      <div className={styles.body} style={{ ...alignment(block.textPosition), ...textStyle(block) }}>
        {ingress ? <p className={styles.ingress}>{ingress}</p> : null}
        {text ? <RichText data={text} /> : null}
        {list}
        {secondText ? <RichText data={secondText} /> : null}
      </div>
      {button}
      {children.map((child, index) =>
        context.editPath ? (
          <EditMarker
            key={child.id ?? index}
            path={`${context.editPath}.children.${block.children?.indexOf(child) ?? index}`}
            slug="SocialMedia"
          >
            <SocialMedia block={child} context={context} />
          </EditMarker>
        ) : (
          <SocialMedia key={child.id ?? index} block={child} context={context} />
        ),
      )}
    </div>
  ) : null
  const mediaColumn = media ? (
    <div className={cx(styles.media, fullbleedMedia && styles.fullbleedMedia)}>{media}</div>
  ) : null
  return (
    <>
      <InlineStyle sheet={stylesheet} />
      <section
        className={cx(
          styles.section,
          block.fullbleedLayout && styles.fullbleed,
          background && styles.filled,
          block.verticalLayout && styles.vertical,
          block.mirroredLayout && styles.mirrored,
          block.invertedTextColor && styles.inverted,
          (!media || !content) && styles.single,
        )}
        style={{ ...spacingStyle(block), ...background }}
      >
        <div className={styles.inner}>
          {/* mirroredLayout puts the text first: on the left beside the media, or above it. */}
          {block.mirroredLayout ? (
            <>
              {content}
              {mediaColumn}
            </>
          ) : (
            <>
              {mediaColumn}
              {content}
            </>
          )}
        </div>
      </section>
    </>
  )
}

/** §3 list: a heading and numbered items from startIndex (§9 default 1), each with a subheading and text. */
function NumberedList({ block, dotColor }: { block: TextMediaData; dotColor: Colour }) {
  const list = block.list
  const items = (Array.isArray(list?.listItem) ? list.listItem : []).filter(
    (item) => str(item?.subheading) || str(item?.text),
  )
  if (!items.length) return null
  const start = Number.isFinite(list?.startIndex) ? Math.trunc(list?.startIndex as number) : 1
  // Headings go one level down at a time (no skipped levels): below the block's heading, then below the list's.
  const listHeading = str(list?.heading)
  const level = Number(headingLevelOf(block.headingLevel).slice(1)) + (str(block.heading) ? 1 : 0)
  const ListHeading = `h${level}` as 'h2' | 'h3' | 'h4' | 'h5'
  const Subheading = `h${listHeading ? level + 1 : level}` as 'h2' | 'h3' | 'h4' | 'h5' | 'h6'
  return (
    <div className={styles.list}>
      {listHeading ? <ListHeading className={styles.listHeading}>{listHeading}</ListHeading> : null}
      <ol
        start={start}
        className={styles.items}
        style={{ '--dot-colour': colourVar(dotColor) } as CSSProperties}
      >
        {items.map((item, index) => (
          <li key={item.id ?? index} className={styles.item}>
            {str(item.subheading) ? (
              <Subheading className={styles.itemHeading}>{str(item.subheading)}</Subheading>
            ) : null}
            {str(item.text) ? <p className={styles.itemText}>{str(item.text)}</p> : null}
          </li>
        ))}
      </ol>
    </div>
  )
}

/** §3 button: text (default 'Create a photo book'), type (default secondary), size (default m), the link rule,
 * target (a new window), buttonPosition; the Button block's look. Nothing when it leads nowhere. */
async function Button({ block, context }: { block: TextMediaData; context: BlockContext }) {
  const button = block.button
  if (!button || typeof button !== 'object') return null
  const type = isOneOf(buttonTypes, button.type) ? button.type : 'secondary'
  const size = isOneOf(buttonSizes, button.size) ? button.size : 'm'
  const position = isOneOf(buttonPositions, button.buttonPosition) ? button.buttonPosition : 'left'
  const newWindow = Boolean(button.target)
  const t = newWindow ? await translator(context.locale, 'TextImage') : undefined
  const anchor = ButtonLinkAnchor({
    button,
    context,
    text: button.text,
    className: cx(buttonStyles[`variant-${type}`], buttonStyles[`size-${size}`]),
    target: newWindow ? '_blank' : undefined,
    rel: newWindow ? 'noopener noreferrer' : undefined,
    children: t ? <span className={styles.hidden}> ({t('newWindow')})</span> : null,
  })
  return anchor && <div className={cx(styles.buttonRow, styles[`button-${position}`])}>{anchor}</div>
}
