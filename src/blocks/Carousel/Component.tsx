// §3 Carousel (hidden from the insert menu, §2): images in the shared slider with the paginator and arrow options.
import { colourVar, isColour } from '@/design/tokens'
import { translator } from '@/i18n/messages'

import { imageSlides, slidesStylesheet } from '../SliderSection/slides'
import { Slider } from '../shared/slider/Slider'
import { spacingStyle } from '../shared/spacing'
import { InlineStyle } from '../shared/styles/InlineStyle'
import type { BlockProps } from '../types'
import styles, { stylesheet } from './Carousel.inline.pcss'

export default async function Carousel({ block, context }: BlockProps<'Carousel'>) {
  const slides = imageSlides(block.slides, '(min-width: 1425px) 1425px, 100vw', context.editPath)
  if (!slides.length) return null
  const t = await translator(context.locale, 'Carousel')
  const background = isColour(block.backgroundColor) ? colourVar(block.backgroundColor) : undefined
  return (
    <>
      <InlineStyle sheet={slidesStylesheet} />
      <InlineStyle sheet={stylesheet} />
      <section
        className={background ? `${styles.carousel} ${styles.filled}` : styles.carousel}
        style={{ ...spacingStyle(block), backgroundColor: background }}
      >
        <Slider
          locale={context.locale}
          label={t('label')}
          dotsPosition={block.paginatorPosition === 'floating' ? 'floating' : 'bottom'}
          dotsColor={block.paginatorColor === 'light' ? 'light' : 'dark'}
          arrows={block.useNavArrows !== false}
        >
          {slides}
        </Slider>
      </section>
    </>
  )
}
