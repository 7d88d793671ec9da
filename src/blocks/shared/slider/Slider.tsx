// The one carousel of the blocks (§3 heroSlides, slideshow, Image Slider, Carousel): Embla, keyboard and
// screen-reader usable (WAI-ARIA carousel pattern), its chrome translated on the server.
import type { ReactNode } from 'react'

import type { Spacing } from '@/design/tokens'
import { translator } from '@/i18n/messages'

import { InlineStyle } from '../styles/InlineStyle'
import { stylesheet } from './Slider.inline.pcss'
import { SliderClient } from './SliderClient'

export interface SliderProps {
  /** The page's locale: the controls' names are translated with it. */
  locale: string
  /** Accessible name of the carousel region. */
  label: string
  /** The slides, rendered on the server. */
  children: ReactNode[]
  /** Per-slide accessible names; default "n of N". */
  slideLabels?: string[]
  dots?: boolean
  dotsColor?: 'light' | 'dark'
  dotsPosition?: 'floating' | 'bottom'
  arrows?: boolean
  /** Light arrows for dark backgrounds. */
  invertedArrows?: boolean
  /** Advances every 5 s with a pause button; stops on hover, focus or use; never under reduced motion. */
  autoplay?: boolean
  gap?: Spacing
  /** CSS flex-basis of one slide. */
  slideSize?: string
  className?: string
}

export interface SliderTexts {
  previous: string
  next: string
  goTo: string[]
  slideLabels: string[]
  pause: string
  play: string
}

export async function Slider({ locale, children, slideLabels, ...props }: SliderProps) {
  const slides = children.filter((slide) => slide !== null && slide !== undefined && slide !== false)
  if (!slides.length) return null
  const t = await translator(locale, 'slider')
  const count = slides.length
  const texts: SliderTexts = {
    previous: t('previous'),
    next: t('next'),
    goTo: slides.map((_, index) => t('goTo', { number: index + 1 })),
    slideLabels: slides.map(
      (_, index) => slideLabels?.[index]?.trim() || t('slideOf', { number: index + 1, count }),
    ),
    pause: t('pause'),
    play: t('play'),
  }
  return (
    <>
      <InlineStyle sheet={stylesheet} />
      <SliderClient {...props} texts={texts}>
        {slides}
      </SliderClient>
    </>
  )
}
