// Integration (real Payload, SQLite): §5 "slide altText" is required on every slide list, not only the hero's and
// Text & Image's.
import { describe, expect, it } from 'vitest'

import { saveLayout } from '../../../tests/integration/saveLayout'

const slideLists = [
  { blockType: 'SliderSection', list: 'slides' },
  { blockType: 'Carousel', list: 'slides' },
  { blockType: 'StatisticsContainer', list: 'statisticsSlides' },
  { blockType: 'TextImage', list: 'slides', altText: 'x', slideshow: true },
  { blockType: 'HeroGeneric', list: 'heroSlides', altText: 'x' },
] as const

describe('slide alt text (§5)', () => {
  it.each(slideLists)('is required on every $blockType slide', async ({ list, ...block }) => {
    const slides = [{ altText: 'A photo book' }, { altText: '' }]
    expect((await saveLayout([{ ...block, [list]: slides }])).errors).toEqual([
      `layout.0.${list}.1.altText: This field is required.`,
    ])
    expect((await saveLayout([{ ...block, [list]: slides.slice(0, 1) }])).errors).toEqual([])
  })
})
