// §3 StatisticsContainer: a heading, intro, a row of big-number cards (each on its colour, default kantarell3)
// and the figures' source. On narrow screens the row scrolls sideways with snap points (no script needed).
import { isColour } from '@/design/tokens'
import { readableOn } from '@/design/contrast'
import { translator } from '@/i18n/messages'

import { BlockImage } from '../shared/BlockImage'
import { imageSource } from '../shared/media'
import { spacingStyle } from '../shared/spacing'
import { sectionHeading } from '../shared/sectionHeading'
import { InlineStyle } from '../shared/styles/InlineStyle'
import type { BlockProps } from '../types'
import styles, { stylesheet } from './StatisticsContainer.inline.pcss'

export default async function StatisticsContainer({ block, context }: BlockProps<'StatisticsContainer'>) {
  const slides = (block.statisticsSlides ?? []).filter((slide) => slide?.title?.trim() || slide?.text?.trim())
  if (!slides.length) return null
  const t = await translator(context.locale, 'StatisticsContainer')
  const { name, heading } = sectionHeading(
    `statistics-${block.id ?? 'section'}`,
    block.heading?.trim(),
    styles.heading,
  )
  return (
    <>
      <InlineStyle sheet={stylesheet} />
      <section className={styles.section} style={spacingStyle(block)} {...name}>
        {heading}
        {block.intro?.trim() && <p className={styles.intro}>{block.intro.trim()}</p>}
        {/* Scrolls sideways on phones: focusable, so keyboard users can scroll it too (WCAG 2.1.1). */}
        <ul className={styles.cards} tabIndex={0}>
          {slides.map((slide, index) => {
            const image = imageSource(slide.src, slide.altText)
            const colour = isColour(slide.color) ? slide.color : 'kantarell3'
            return (
              <li key={slide.id ?? index} className={styles.card} style={readableOn(colour)}>
                {image && <BlockImage className={styles.image} image={image} sizes="6rem" />}
                {slide.title?.trim() && <p className={styles.figure}>{slide.title.trim()}</p>}
                {slide.text?.trim() && <p className={styles.text}>{slide.text.trim()}</p>}
              </li>
            )
          })}
        </ul>
        {block.source?.trim() && (
          <p className={styles.source}>{t('source', { source: block.source.trim() })}</p>
        )}
      </section>
    </>
  )
}
