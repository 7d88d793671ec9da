// The pieces every HeroGeneric layout is made of (§3): the h1, the intro, the picture or slides, the buttons, the
// quote and the badge. Each layout file (FullbleedHero, ColumnsHero and the two built on it) arranges them.
import { RichText } from '@payloadcms/richtext-lexical/react'
import { getImageProps } from 'next/image'
import type { ReactNode } from 'react'

import { colourVar, isColour } from '@/design/tokens'
import type { translator } from '@/i18n/messages'
import { cx, isOneOf, str } from '@/lib/strings'

import { BlockImage } from '../shared/BlockImage'
import { ButtonLinkAnchor, buttonStyles } from '../shared/ButtonLinkAnchor'
import { type ImageSource, imageSource, largestImage } from '../shared/media'
import { hasRichText } from '../shared/richText'
import { Slider } from '../shared/slider/Slider'
import type { BlockContext, BlockData } from '../types'
import { heroButtonSizes, type ImagePosition, imagePositions } from './config'
import styles from './HeroGeneric.inline.pcss'

export type HeroData = BlockData<'HeroGeneric'>

/** What every layout receives: the block, where it renders, whether it leads the page, and its texts. */
export interface HeroLayoutProps {
  block: HeroData
  context: BlockContext
  lead: boolean
  t: Awaited<ReturnType<typeof translator<'HeroGeneric'>>>
  products: Awaited<ReturnType<typeof translator<'products'>>>
  /** The product layout's "from" price (issue #33), when the data API has one. */
  fromPrice?: string
}

/**
 * §3 imagePosition (default center) as CSS object-position; detailedImagePosition (1–100 %, §5) fine-tunes it along
 * the position's axis: across for left/right, down for top/bottom/center.
 */
export function objectPosition(position: unknown, detailed: unknown): string {
  const keyword: ImagePosition = isOneOf(imagePositions, position) ? position : 'center'
  const percent =
    typeof detailed === 'number' && Number.isFinite(detailed)
      ? Math.min(100, Math.max(1, Math.round(detailed)))
      : undefined
  if (percent === undefined) return keyword
  return keyword === 'left' || keyword === 'right' ? `${percent}% 50%` : `50% ${percent}%`
}

/** Rich-text heading lines inside the h1: paragraphs and headings become lines, block content is left out. */
const line = ({
  node,
  nodesToJSX,
}: {
  node: { children?: unknown[] }
  nodesToJSX: (args: { nodes: never[] }) => ReactNode[]
}) => <span className={styles.line}>{nodesToJSX({ nodes: (node.children ?? []) as never[] })}</span>
const headingConverters = ({ defaultConverters }: { defaultConverters: object }) => ({
  ...defaultConverters,
  paragraph: line,
  heading: line,
  list: null,
  quote: null,
  upload: null,
  horizontalrule: null,
  table: null,
  blocks: {},
})

/** The hero image, with the mobile image for phones (§3 mobileImage, art direction), fetched first when `lead`. */
function HeroPicture({
  image,
  mobile,
  sizes,
  position,
  lead,
}: {
  image: ImageSource
  mobile?: ImageSource
  sizes: string
  position: string
  lead: boolean
}) {
  // Issue #6: the first hero's image is the page's LCP element; a later hero's must not compete with it.
  const shared = { alt: image.alt, sizes, ...largestImage(lead) }
  const { props: desktop } = getImageProps({ ...shared, ...image })
  const img = (
    // next/image's own props (getImageProps), in an <img> so a <picture> can wrap it for the mobile image.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      {...desktop}
      alt={image.alt}
      className={styles.image}
      style={{ ...desktop.style, objectPosition: position }}
    />
  )
  if (!mobile) return img
  const { props: phone } = getImageProps({ ...shared, ...mobile, alt: image.alt })
  return (
    <picture>
      <source
        media="(max-width: 767px)"
        srcSet={phone.srcSet}
        sizes={phone.sizes}
        width={mobile.width}
        height={mobile.height}
      />
      {img}
    </picture>
  )
}

/** §3 image and mobileImage, or null when there is no image. */
export function heroPicture(block: HeroData, sizes: string, lead: boolean): ReactNode {
  const image = imageSource(block.image, str(block.altText))
  if (!image) return null
  const mobile = imageSource(block.mobileImage, str(block.altText))
  const position = objectPosition(block.imagePosition, block.detailedImagePosition)
  return <HeroPicture image={image} mobile={mobile} sizes={sizes} position={position} lead={lead} />
}

/** §3 heroSlides in the shared slider, each with its alt text; the first is the LCP candidate. */
export function HeroSlides({ block, context, lead, t, sizes }: HeroLayoutProps & { sizes: string }) {
  const slides = (Array.isArray(block.heroSlides) ? block.heroSlides : []).flatMap((slide, index) => {
    const image = imageSource(slide?.src, str(slide?.altText))
    return image ? [{ ...image, key: slide.id ?? String(index) }] : []
  })
  if (!slides.length) return null
  const position = objectPosition(block.imagePosition, block.detailedImagePosition)
  return (
    <Slider
      locale={context.locale}
      label={str(block.heading) || t('slides')}
      dots={!block.hidePaginatorDots}
      dotsColor="light"
      dotsPosition="floating"
      autoplay={Boolean(block.autoImageScroll)}
      className={styles.slider}
    >
      {slides.map((image, index) => (
        <BlockImage
          key={image.key}
          className={styles.image}
          image={image}
          sizes={sizes}
          style={{ objectPosition: position }}
          {...largestImage(lead && index === 0)}
        />
      ))}
    </Slider>
  )
}

/** The h1: the rich-text heading when the layout allows it (fullbleed) and it is chosen, else the plain heading. */
export function Heading({ block, rich }: { block: HeroData; rich: boolean }) {
  const className = cx(styles.heading, block.uppercase && styles.uppercase)
  if (rich && block.useRichTextHeading && hasRichText(block.richTextHeading)) {
    return (
      <h1 className={className}>
        <RichText data={block.richTextHeading} converters={headingConverters as never} disableContainer />
      </h1>
    )
  }
  const heading = str(block.heading)
  return heading ? <h1 className={className}>{heading}</h1> : null
}

export function Intro({ block }: { block: HeroData }) {
  if (block.useRichTextIntro) {
    return hasRichText(block.richTextIntro) ? (
      <div className={styles.intro}>
        <RichText data={block.richTextIntro} disableContainer />
      </div>
    ) : null
  }
  const intro = str(block.intro)
  return intro ? <p className={styles.intro}>{intro}</p> : null
}

/** §3 button {label, link, createLink, productType, size xs|s|m|l}: the link rule decides where it goes. */
function HeroButton({ block, context }: { block: HeroData; context: BlockContext }) {
  const button = block.button
  if (!block.useButton || !button || typeof button !== 'object') return null
  const size = isOneOf(heroButtonSizes, button.size) ? button.size : 'm'
  return ButtonLinkAnchor({
    button,
    context,
    text: button.label,
    className: cx(buttonStyles['variant-hero'], size === 'xs' ? styles.sizeXs : buttonStyles[`size-${size}`]),
  })
}

/**
 * The buttons row: a layout's own button first (the product layout's start-create), then the hero's button. The page's
 * first hero's row is what the page's create action waits for (issue #33): it shows once this row has scrolled away.
 */
export function heroButtons(
  block: HeroData,
  context: BlockContext,
  lead: boolean,
  first: ReactNode = null,
): ReactNode {
  const button = HeroButton({ block, context })
  return first || button ? (
    <div className={cx(styles.buttons, lead && styles.createActionTrigger)}>
      {first}
      {button}
    </div>
  ) : null
}

/** The quote's colour (default white) is for text over the picture; beside it the text keeps the hero's colour. */
export function Quote({ block, overPicture }: { block: HeroData; overPicture: boolean }) {
  const text = block.addQuote ? str(block.quote?.text) : ''
  if (!text) return null
  const signature = str(block.quote?.signature)
  const colour = isColour(block.quote?.color) ? block.quote.color : 'white'
  return (
    <figure className={styles.quote} style={overPicture ? { color: colourVar(colour) } : undefined}>
      <blockquote>
        <p>{text}</p>
      </blockquote>
      {signature ? <figcaption className={styles.signature}>{signature}</figcaption> : null}
    </figure>
  )
}

/** §3 addBadge: the badge with its translated title and text, or null. */
export function heroBadge({ block, t }: Pick<HeroLayoutProps, 'block' | 't'>): ReactNode {
  if (!block.addBadge) return null
  return (
    <p className={styles.badge}>
      <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
        <path
          d="M12 21s-7.5-4.6-9.5-9.2C1.2 8.6 3.2 5 6.6 5c2.1 0 3.5 1.2 4.4 2.6C11.9 6.2 13.3 5 15.4 5c3.4 0 5.4 3.6 4.1 6.8C19.5 16.4 12 21 12 21z"
          fill="currentColor"
        />
      </svg>
      <span className={styles.badgeTitle}>{t('badgeTitle')}</span>
      <span className={styles.badgeText}>{t('badgeText')}</span>
    </p>
  )
}
