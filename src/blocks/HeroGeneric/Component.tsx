// §3 Page hero (HeroGeneric): the page's h1 with its intro, button, quote and badge beside (or, fullbleed, over) its
// image or slides. The page's first hero has its LCP element, so that image is fetched first; nothing shifts as it
// loads.
import { RichText } from '@payloadcms/richtext-lexical/react'
import { getImageProps } from 'next/image'

import { ServerImage as Image } from '@/design/ServerImage'
import type { CSSProperties, ReactNode } from 'react'

import { defaultButtonText } from '@/config/products'
import { Illustration } from '@/design/illustrations/Illustration'
import { isIllustrationName } from '@/design/illustrations/names'
import { colourVar, isColour } from '@/design/tokens'
import { translator } from '@/i18n/messages'

import buttonStyles, { stylesheet as buttonStylesheet } from '../ButtonComponent/ButtonComponent.inline.pcss'
import { textColourOn } from '@/design/contrast'
import { buttonHref } from '../shared/buttonLink'
import { type ImageSource, imageSource, largestImage } from '../shared/media'
import { Slider } from '../shared/slider/Slider'
import { spacingStyle } from '../shared/spacing'
import { InlineStyle } from '../shared/styles/InlineStyle'
import type { BlockContext, BlockData, BlockProps } from '../types'
import { heroButtonSizes, type HeroLayout, heroLayouts, type ImagePosition, imagePositions } from './config'
import styles, { stylesheet } from './HeroGeneric.inline.pcss'
import { HeroVideo } from './HeroVideo'
import { videoEmbedUrl } from './video'

type Data = BlockData<'HeroGeneric'>
type RichTextValue = NonNullable<Data['richTextIntro']>

const includes = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value)

/** Trimmed text, or '' for anything that is not a string (bad data must not throw). */
const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

const hasRichText = (value: unknown): value is RichTextValue =>
  Array.isArray((value as RichTextValue | null | undefined)?.root?.children) &&
  (value as RichTextValue).root.children.length > 0

const cx = (...names: Array<string | false | null | undefined>) => names.filter(Boolean).join(' ')

/** §3: layout is required with default 'default'; an unknown value takes the default. */
export function heroLayoutOf(value: unknown): HeroLayout {
  return includes(heroLayouts, value) ? value : 'default'
}

/**
 * §3 imagePosition (default center) as CSS object-position; detailedImagePosition (1–100 %, §5) fine-tunes it along
 * the position's axis: across for left/right, down for top/bottom/center.
 */
export function objectPosition(position: unknown, detailed: unknown): string {
  const keyword: ImagePosition = includes(imagePositions, position) ? position : 'center'
  const percent =
    typeof detailed === 'number' && Number.isFinite(detailed)
      ? Math.min(100, Math.max(1, Math.round(detailed)))
      : undefined
  if (percent === undefined) return keyword
  return keyword === 'left' || keyword === 'right' ? `${percent}% 50%` : `50% ${percent}%`
}

/** §3 overlayOpacity 0–100 (§5), default 20 (§9), as a CSS opacity. */
export function overlayOpacity(value: unknown): number {
  const percent = typeof value === 'number' && Number.isFinite(value) ? value : 20
  return Math.min(100, Math.max(0, percent)) / 100
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
  className,
  lead,
}: {
  image: ImageSource
  mobile?: ImageSource
  sizes: string
  position: string
  className?: string
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
      className={className}
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

/** §3 heroSlides in the shared slider, each with its alt text; the first is the LCP candidate. */
async function HeroSlides({
  block,
  context,
  label,
  sizes,
  position,
  lead,
}: {
  block: Data
  context: BlockContext
  label: string
  sizes: string
  position: string
  lead: boolean
}) {
  const slides = (Array.isArray(block.heroSlides) ? block.heroSlides : []).flatMap((slide, index) => {
    const image = imageSource(slide?.src, str(slide?.altText))
    return image ? [{ ...image, key: slide.id ?? String(index) }] : []
  })
  if (!slides.length) return null
  return (
    <Slider
      locale={context.locale}
      label={label}
      dots={!block.hidePaginatorDots}
      dotsColor="light"
      dotsPosition="floating"
      autoplay={Boolean(block.autoImageScroll)}
      className={styles.slider}
    >
      {slides.map((image, index) => (
        <Image
          key={image.key}
          className={styles.image}
          src={image.src}
          width={image.width}
          height={image.height}
          alt={image.alt}
          sizes={sizes}
          style={{ objectPosition: position }}
          {...largestImage(lead && index === 0)}
        />
      ))}
    </Slider>
  )
}

/** The h1: the fullbleed rich-text heading when chosen, else the plain heading. */
function Heading({ block, layout }: { block: Data; layout: HeroLayout }) {
  const className = cx(styles.heading, block.uppercase && styles.uppercase)
  if (layout === 'fullbleed' && block.useRichTextHeading && hasRichText(block.richTextHeading)) {
    return (
      <h1 className={className}>
        <RichText data={block.richTextHeading} converters={headingConverters as never} disableContainer />
      </h1>
    )
  }
  const heading = str(block.heading)
  return heading ? <h1 className={className}>{heading}</h1> : null
}

function Intro({ block }: { block: Data }) {
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
function HeroButton({ block, context }: { block: Data; context: BlockContext }) {
  const button = block.button
  if (!block.useButton || !button || typeof button !== 'object') return null
  const href = buttonHref(button, context.locale, context.createAppUrl)
  if (!href) return null
  const size = includes(heroButtonSizes, button.size) ? button.size : 'm'
  return (
    <a
      className={cx(
        buttonStyles.button,
        buttonStyles['variant-hero'],
        size === 'xs' ? styles.sizeXs : buttonStyles[`size-${size}`],
      )}
      href={href}
      data-create-link={button.createLink ? button.productType : undefined}
    >
      {str(button.label) || defaultButtonText}
    </a>
  )
}

/** Product layout: the start-create button for its product (§2 deep link), named by startCreateButtonText. */
function StartCreateButton({
  block,
  context,
  text,
}: {
  block: Data
  context: BlockContext
  text: { book: string; print: string }
}) {
  const productType = block.productType === 'print' ? 'print' : 'book'
  const href = buttonHref({ createLink: true, productType }, context.locale, context.createAppUrl)
  if (!href) return null
  return (
    <a
      className={cx(buttonStyles.button, buttonStyles['variant-cta'], buttonStyles['size-l'])}
      href={href}
      data-create-link={productType}
    >
      {str(block.startCreateButtonText) || text[productType]}
    </a>
  )
}

/** The quote's colour (default white) is for text over the picture; beside it the text keeps the hero's colour. */
function Quote({ block, overPicture }: { block: Data; overPicture: boolean }) {
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

function Badge({ title, text }: { title: string; text: string }) {
  return (
    <p className={styles.badge}>
      <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
        <path
          d="M12 21s-7.5-4.6-9.5-9.2C1.2 8.6 3.2 5 6.6 5c2.1 0 3.5 1.2 4.4 2.6C11.9 6.2 13.3 5 15.4 5c3.4 0 5.4 3.6 4.1 6.8C19.5 16.4 12 21 12 21z"
          fill="currentColor"
        />
      </svg>
      <span className={styles.badgeTitle}>{title}</span>
      <span className={styles.badgeText}>{text}</span>
    </p>
  )
}

/** next/image sizes: the whole width for fullbleed, else half the container beside the text. */
const sizesOf = (layout: HeroLayout) =>
  layout === 'fullbleed' ? '100vw' : '(min-width: 1420px) 712px, (min-width: 768px) 50vw, 100vw'

export default async function HeroGeneric({ block, context, lead = false }: BlockProps<'HeroGeneric'>) {
  if (!block || typeof block !== 'object') return null
  const layout = heroLayoutOf(block.layout)
  const position = objectPosition(block.imagePosition, block.detailedImagePosition)
  const sizes = sizesOf(layout)
  const t = await translator(context.locale, 'HeroGeneric')
  const heading = Heading({ block, layout })
  const intro = Intro({ block })
  const image = imageSource(block.image, str(block.altText))
  const mobile = imageSource(block.mobileImage, str(block.altText))
  const slides =
    layout === 'fullbleed'
      ? null
      : await HeroSlides({ block, context, label: str(block.heading) || t('slides'), sizes, position, lead })
  const picture = image ? (
    <HeroPicture
      image={image}
      mobile={mobile}
      sizes={sizes}
      position={position}
      className={styles.image}
      lead={lead}
    />
  ) : null
  const media = slides ?? picture
  if (!heading && !intro && !media) return null

  const quote = Quote({ block, overPicture: Boolean(media) })
  const badge = block.addBadge ? <Badge title={t('badgeTitle')} text={t('badgeText')} /> : null
  const startCreate =
    layout === 'product'
      ? StartCreateButton({
          block,
          context,
          text: { book: t('startCreate.book'), print: t('startCreate.print') },
        })
      : null
  const button = HeroButton({ block, context })
  const buttons =
    startCreate || button ? (
      <div className={styles.buttons}>
        {startCreate}
        {button}
      </div>
    ) : null

  if (layout === 'fullbleed') {
    const video = block.useVideo ? videoEmbedUrl(block.videoUrl) : undefined
    return (
      <>
        <InlineStyle sheet={buttonStylesheet} />
        <InlineStyle sheet={stylesheet} />
        <section className={cx(styles.hero, styles.fullbleed)} style={spacingStyle(block)}>
          {picture ? <div className={styles.background}>{picture}</div> : null}
          <div className={styles.overlay} style={{ opacity: overlayOpacity(block.overlayOpacity) }} />
          <div className={styles.content}>
            {heading}
            {intro}
            {buttons}
            {video ? (
              <HeroVideo
                src={video}
                title={str(block.heading) || t('video')}
                playLabel={t('playVideo')}
                closeLabel={t('closeVideo')}
              />
            ) : null}
            {quote}
          </div>
          {badge}
        </section>
      </>
    )
  }

  const illustrationLayout = layout === 'illustration'
  const background = illustrationLayout && isColour(block.backgroundColor) ? block.backgroundColor : undefined
  const illustration =
    illustrationLayout && isIllustrationName(block.illustration ?? 'heart-love')
      ? (block.illustration ?? 'heart-love')
      : undefined
  const style: CSSProperties = {
    ...spacingStyle(block),
    ...(background
      ? { backgroundColor: colourVar(background), color: colourVar(textColourOn(background)) }
      : null),
  }
  return (
    <>
      <InlineStyle sheet={buttonStylesheet} />
      <InlineStyle sheet={stylesheet} />
      <section
        className={cx(
          styles.hero,
          styles.columns,
          styles[layout],
          illustrationLayout && block.useFullbleedLayout && styles.wide,
          block.mirroredLayout && styles.mirrored,
        )}
        style={style}
      >
        <div className={styles.text}>
          {heading}
          {intro}
          {buttons}
          {media ? null : quote}
          {media ? null : badge}
        </div>
        {media || illustration ? (
          <div className={styles.media}>
            {media}
            {illustration ? (
              <Illustration
                name={illustration}
                width={media ? 120 : 240}
                className={media ? styles.drawing : styles.soloIllustration}
              />
            ) : null}
            {media && quote ? <div className={styles.quoteOnMedia}>{quote}</div> : null}
            {media ? badge : null}
          </div>
        ) : null}
      </section>
    </>
  )
}
