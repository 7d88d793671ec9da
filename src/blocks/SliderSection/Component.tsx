// §3 Image Slider (SliderSection): heading and body (textAlign default center) over the shared slider.
import { isColour, spacingScale } from '@/design/tokens'
import { readableOn } from '@/design/contrast'
import { translator } from '@/i18n/messages'
import { isOneOf } from '@/lib/strings'

import { Slider } from '../shared/slider/Slider'
import { spacingStyle } from '../shared/spacing'
import { InlineStyle } from '../shared/styles/InlineStyle'
import type { BlockProps } from '../types'
import styles, { stylesheet } from './SliderSection.inline.pcss'
import { imageSlides } from './slides'

export default async function SliderSection({ block, context }: BlockProps<'SliderSection'>) {
  const slides = imageSlides(block.slides, '(min-width: 1425px) 1425px, 100vw', context.editPath)
  if (!slides.length) return null
  const heading = block.heading?.trim()
  const body = block.body?.trim()
  const t = await translator(context.locale, 'SliderSection')
  // Issue #33: the heading, text and captions take the colour that reads on the chosen background (WCAG 1.4.3).
  const background = isColour(block.backgroundColor) ? readableOn(block.backgroundColor) : undefined
  return (
    <>
      <InlineStyle sheet={stylesheet} />
      <section
        className={background ? `${styles.section} ${styles.filled}` : styles.section}
        style={{ ...spacingStyle(block), ...background }}
      >
        {heading || body ? (
          <div className={styles.text} style={{ textAlign: block.textAlign ?? 'center' }}>
            {heading ? <h2 className={styles.heading}>{heading}</h2> : null}
            {body ? <p className={styles.body}>{body}</p> : null}
          </div>
        ) : null}
        <Slider
          locale={context.locale}
          label={heading || t('label')}
          gap={isOneOf(spacingScale, block.imageGap) ? block.imageGap : undefined}
          invertedArrows={Boolean(block.invertedColorArrows)}
        >
          {slides}
        </Slider>
      </section>
    </>
  )
}
