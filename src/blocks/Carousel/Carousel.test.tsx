// §3 Carousel: hidden from the insert menu (§2), paginator position/colour and arrows passed to the shared slider.
import { describe, expect, it } from 'vitest'

import { defaultOf } from '../../../tests/support/fields'
import { renderServer } from '../../../tests/support/render'
import { blockDefinition, insertableBlocks } from '../registry'
import type { BlockData } from '../types'
import Carousel from './Component'
import { carouselBlock } from './config'

const context = { locale: 'en-gb', model: 'page', createAppUrl: 'https://create.example' } as const
const media = {
  id: 1,
  url: '/api/media/file/a.jpg',
  width: 1600,
  height: 900,
  alt: 'Wall',
  mimeType: 'image/jpeg',
}
const data = (extra: Record<string, unknown>) =>
  ({
    blockType: 'Carousel',
    slides: [{ src: media }, { src: media, altText: 'Prints' }],
    ...extra,
  }) as unknown as BlockData<'Carousel'>

describe('Carousel config', () => {
  it('is hidden from the insert menu yet allowed when already present (§2)', () => {
    expect(blockDefinition('Carousel')?.hiddenFromInsertMenu).toBe(true)
    expect(insertableBlocks('page', 'layout')({ siblingData: { layout: [] } })).not.toContain('Carousel')
    expect(
      insertableBlocks('page', 'layout')({ siblingData: { layout: [{ blockType: 'Carousel' }] } }),
    ).toContain('Carousel')
  })

  it('has its paginator and arrow defaults', () => {
    const block = carouselBlock
    expect(defaultOf(block, 'paginatorPosition')).toBe('bottom')
    expect(defaultOf(block, 'paginatorColor')).toBe('dark')
    expect(defaultOf(block, 'useNavArrows')).toBe(true)
  })
})

describe('Carousel renderer', () => {
  it('renders the slides in a labelled carousel with arrows and dots', async () => {
    const html = await renderServer(<Carousel block={data({})} context={context} />)
    expect(html).toContain('aria-roledescription="carousel" aria-label="Image carousel"')
    expect(html).toContain('alt="Wall"')
    expect(html).toContain('alt="Prints"')
    expect(html).toContain('aria-label="Previous slide"')
    expect(html).toContain('aria-label="Go to slide 2"')
  })

  it('leaves the arrows out when useNavArrows is off and changes the paginator', async () => {
    const plain = await renderServer(<Carousel block={data({})} context={context} />)
    const html = await renderServer(
      <Carousel
        block={data({ useNavArrows: false, paginatorPosition: 'floating', paginatorColor: 'light' })}
        context={context}
      />,
    )
    expect(html).not.toContain('aria-label="Previous slide"')
    expect(html).toContain('aria-label="Go to slide 2"')
    expect(html).toMatch(/class="[^"]*controls[^"]*floating[^"]*light[^"]*"/)
    expect(plain).toMatch(/class="[^"]*controls [^"]*_dark"/)
    expect(plain).not.toMatch(/floating|undefined/)
  })

  it('renders nothing without a loaded slide', async () => {
    expect(await renderServer(<Carousel block={data({ slides: [{ src: 2 }] })} context={context} />)).toBe('')
    expect(await renderServer(<Carousel block={data({ slides: null })} context={context} />)).toBe('')
  })
})
