// The captioned image slides of the Image Slider and the Carousel (§3 slides[] {src, altText, caption}).
import { BlockImage } from '../shared/BlockImage'
import { imageSource } from '../shared/media'
import styles from './SliderSection.inline.pcss'

/** The slides' CSS: whoever renders the slides renders it too (InlineStyle). */
export { stylesheet as slidesStylesheet } from './SliderSection.inline.pcss'

type SlideData = { src?: unknown; altText?: string | null; caption?: string | null; id?: string | null }

/** Each loaded slide as a figure (a slide without its image is left out); the first keeps its box before hydration. */
export function imageSlides(slides: unknown, sizes: string) {
  return (Array.isArray(slides) ? (slides as SlideData[]) : []).flatMap((slide, index) => {
    const image = imageSource(slide?.src, slide?.altText)
    if (!image) return []
    const caption = slide.caption?.trim()
    return [
      <figure key={slide.id ?? index} className={styles.slide}>
        <BlockImage image={image} sizes={sizes} className={styles.image} />
        {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
      </figure>,
    ]
  })
}
