// The captioned image slides of the Image Slider and the Carousel (§3 slides[] {src, altText, caption}).
import { BlockImage } from '../shared/BlockImage'
import { imageSource } from '../shared/media'
import styles from './SliderSection.inline.pcss'

/** The slides' CSS: whoever renders the slides renders it too (InlineStyle). */
export { stylesheet as slidesStylesheet } from './SliderSection.inline.pcss'

type SlideData = { src?: unknown; altText?: string | null; caption?: string | null; id?: string | null }

/**
 * Each loaded slide as a figure (a slide without its image is left out); the first keeps its box before hydration.
 * `editPath`: the block's form path in a draft preview (issue #32), which names each slide's row for click-to-edit.
 */
export function imageSlides(slides: unknown, sizes: string, editPath?: string) {
  return (Array.isArray(slides) ? (slides as SlideData[]) : []).flatMap((slide, index) => {
    const image = imageSource(slide?.src, slide?.altText)
    if (!image) return []
    const caption = slide.caption?.trim()
    return [
      <figure
        key={slide.id ?? index}
        className={styles.slide}
        data-edit-path={editPath && `${editPath}.slides.${index}`}
        data-edit-label={editPath && 'Slide'}
      >
        <BlockImage image={image} sizes={sizes} className={styles.image} />
        {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
      </figure>,
    ]
  })
}
