// §3 StatisticsContainer (hidden): statisticsSlides[] colour default kantarell3; big-number cards with the source.
import type { Block, Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { blockDefinition } from '../registry'
import { defaultOf, field } from '../../../tests/support/fields'
import { renderServer } from '../../../tests/support/render'
import type { BlockData } from '../types'
import StatisticsContainer from './Component'
import { statisticsContainerBlock } from './config'

const block = statisticsContainerBlock
const slides = {
  slug: 'statisticsSlides',
  fields: (field(block, 'statisticsSlides') as { fields: Field[] }).fields,
} as Block
const context = { locale: 'en-gb', model: 'page', createAppUrl: 'https://create.example/start' } as const

const data = (overrides: object = {}) =>
  ({
    blockType: 'StatisticsContainer',
    heading: 'Stories worth keeping',
    intro: 'Families turn photos into books.',
    source: 'Order statistics 2026',
    statisticsSlides: [
      { title: '2 million', text: 'photo books printed' },
      { title: '4.8 / 5', text: 'average rating', color: 'hjortron3' },
    ],
    ...overrides,
  }) as BlockData<'StatisticsContainer'>

describe('StatisticsContainer config (§3)', () => {
  it('is hidden from the insert menu (§2) and its slides default to kantarell3', () => {
    expect(blockDefinition('StatisticsContainer')?.hiddenFromInsertMenu).toBe(true)
    expect(defaultOf(slides, 'color')).toBe('kantarell3')
    for (const name of ['src', 'altText', 'title', 'text']) expect(field(slides, name)).toBeDefined()
  })
})

describe('StatisticsContainer renderer', () => {
  it('renders heading, intro, a card per slide on its colour (default kantarell3) and the source', async () => {
    const html = await renderServer(<StatisticsContainer block={data()} context={context} />)
    expect(html).toContain('>Stories worth keeping</h2>')
    expect(html).toContain('>Families turn photos into books.</p>')
    expect(html.match(/<li/g)).toHaveLength(2)
    expect(html).toContain('background:var(--colour-kantarell3)')
    expect(html).toContain('background:var(--colour-hjortron3)')
    expect(html).toContain('>2 million</p>')
    expect(html).toContain('>Source: Order statistics 2026</p>')
  })

  it('translates the source line', async () => {
    const html = await renderServer(
      <StatisticsContainer block={data()} context={{ ...context, locale: 'fr-fr' }} />,
    )
    expect(html).toContain('Source : Order statistics 2026')
  })

  it('shows a card image with the §5 alt fallback and skips unknown colours', async () => {
    const html = await renderServer(
      <StatisticsContainer
        block={data({
          statisticsSlides: [
            {
              title: '3 days',
              color: 'not-a-colour',
              src: { url: '/api/media/file/a.png', width: 100, height: 100, mimeType: 'image/png' },
            },
          ],
        })}
        context={context}
      />,
    )
    expect(html).toContain('alt="Photo books"')
    expect(html).toContain('background:var(--colour-kantarell3)')
  })

  it('renders nothing without slides that say something', async () => {
    for (const statisticsSlides of [[], null, [{ title: ' ', text: '' }]]) {
      expect(
        await renderServer(<StatisticsContainer block={data({ statisticsSlides })} context={context} />),
      ).toBe('')
    }
  })
})
