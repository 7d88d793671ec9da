// §3 Image Slider (SliderSection): textAlign default center (§9), the shared slider with the editor's gap and
// inverted arrows, captioned slides with the §5 alt default, nothing without slides.
import { describe, expect, it } from 'vitest'

import { blockDefinition } from '../registry'

import { defaultOf, field } from '../../../tests/support/fields'
import { renderServer } from '../../../tests/support/render'
import type { BlockData } from '../types'
import SliderSection from './Component'
import { sliderSectionBlock } from './config'

const context = { locale: 'en-gb', model: 'page', createAppUrl: 'https://create.example' } as const
const block = sliderSectionBlock
const media = (name: string) => ({
  id: 1,
  url: `/api/media/file/${name}.jpg`,
  width: 1600,
  height: 900,
  alt: '',
  mimeType: 'image/jpeg',
})
const data = (extra: Record<string, unknown>) =>
  ({ blockType: 'SliderSection', ...extra }) as unknown as BlockData<'SliderSection'>

describe('SliderSection config', () => {
  it('is labelled Image Slider with the §3/§9 defaults and spacing-token gaps', () => {
    expect(blockDefinition('SliderSection')?.config.labels?.singular).toMatchObject({ en: 'Image Slider' })
    expect(defaultOf(block, 'textAlign')).toBe('center')
    expect(defaultOf(block, 'invertedColorArrows')).toBe(false)
    expect(
      (field(block, 'imageGap') as { options: { value: string }[] }).options.map((o) => o.value),
    ).toContain('m')
  })
})

describe('SliderSection renderer', () => {
  const slides = [
    { src: media('a'), altText: 'Summer book', caption: 'Summer in Skåne' },
    { src: media('b') },
    { src: 3 },
  ]

  it('renders heading, body (centred by default) and the loaded slides in a labelled carousel', async () => {
    const html = await renderServer(
      <SliderSection block={data({ heading: 'Our stories', body: 'Printed.', slides })} context={context} />,
    )
    expect(html).toMatch(
      /<div[^>]*style="text-align:center"[^>]*><h2[^>]*>Our stories<\/h2><p[^>]*>Printed\.<\/p>/,
    )
    expect(html).toContain('aria-roledescription="carousel" aria-label="Our stories"')
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(2)
    expect(html).toContain('alt="Summer book"')
    expect(html).toContain('alt="Photo books"')
    expect(html).toMatch(/<figcaption[^>]*>Summer in Skåne<\/figcaption>/)
  })

  it('names the carousel in the visitor’s language without a heading', async () => {
    const html = await renderServer(
      <SliderSection block={data({ slides })} context={{ ...context, locale: 'sv-se' }} />,
    )
    expect(html).toContain('aria-label="Bildspel"')
  })

  it('passes the gap and the inverted arrows to the slider', async () => {
    const plain = await renderServer(<SliderSection block={data({ slides })} context={context} />)
    const styled = await renderServer(
      <SliderSection block={data({ slides, imageGap: 'l', invertedColorArrows: true })} context={context} />,
    )
    expect(styled).toMatch(/class="[^"]*arrows[^"]*inverted[^"]*"/)
    expect(plain).not.toMatch(/class="[^"]*arrows[^"]*inverted[^"]*"/)
    expect(styled).toContain('var(--space-l)')
    expect(plain).not.toContain('var(--space-l)')
  })

  it('renders nothing without a loaded slide', async () => {
    for (const bad of [undefined, [], [{ src: null }], 'x'])
      expect(
        await renderServer(<SliderSection block={data({ heading: 'H', slides: bad })} context={context} />),
      ).toBe('')
  })
})
