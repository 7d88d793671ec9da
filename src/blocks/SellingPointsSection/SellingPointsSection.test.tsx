// §3 USP section (SellingPointsSection): title, usp1–usp4 {color default seaweed, title, body, illustration} with the
// illustration defaults bat-man, footprint, hugging-love, high-five in order.
import type { Block, Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { illustrationNames } from '@/design/illustrations/names'

import { blockDefinition, blocksFor } from '../registry'
import { defaultOf, field } from '../../../tests/support/fields'
import { renderServer } from '../../../tests/support/render'
import type { BlockData } from '../types'
import SellingPointsSection from './Component'
import { sellingPointsSectionBlock } from './config'

const block = sellingPointsSectionBlock
const group = (name: string) =>
  ({ slug: name, fields: (field(block, name) as { fields: Field[] }).fields }) as Block
const context = { locale: 'en-gb', model: 'page', createAppUrl: 'https://create.example/start' } as const
const render = (data: object) =>
  renderServer(
    <SellingPointsSection
      block={{ blockType: 'SellingPointsSection', ...data } as BlockData<'SellingPointsSection'>}
      context={context}
    />,
  )

describe('USP section config (§3)', () => {
  it('is labelled "USP section" and offered in both models’ insert menus', () => {
    expect(block.slug).toBe('SellingPointsSection')
    expect(blockDefinition('SellingPointsSection')?.config.labels?.singular).toMatchObject({
      en: 'USP section',
    })
    expect(blockDefinition('SellingPointsSection')?.hiddenFromInsertMenu).toBeFalsy()
    for (const model of ['page', 'blog-article'] as const)
      expect(blocksFor(model).map((candidate) => candidate.slug)).toContain('SellingPointsSection')
  })

  it('has a title and four points, each defaulting to seaweed, with the illustrations in §3 order', () => {
    expect(field(block, 'title')).toMatchObject({ type: 'text' })
    const expected = ['bat-man', 'footprint', 'hugging-love', 'high-five']
    expected.forEach((illustration, index) => {
      const usp = group(`usp${index + 1}`)
      expect(defaultOf(usp, 'color')).toBe('seaweed')
      expect(defaultOf(usp, 'illustration')).toBe(illustration)
      expect(field(usp, 'title')).toMatchObject({ type: 'text' })
      expect(field(usp, 'body')).toMatchObject({ type: 'textarea' })
    })
    expect(() => field(block, 'usp5')).toThrow()
  })

  it('offers every §9 illustration', () => {
    const illustration = field(group('usp1'), 'illustration') as { options: { value: string }[] }
    expect(illustration.options.map((option) => option.value)).toEqual([...illustrationNames])
  })
})

describe('USP section renderer', () => {
  const points = {
    usp1: { title: 'Printed with care', body: 'Thick paper and true colours.', illustration: 'bat-man' },
    usp2: {
      title: 'Fast delivery',
      body: 'Straight to your door.',
      illustration: 'footprint',
      color: 'igloo',
    },
    usp3: { title: 'Made with love', body: 'Made just for you.', illustration: 'hugging-love' },
    usp4: { title: 'Easy anywhere', body: 'Phone or computer.', illustration: 'high-five', color: 'forest' },
  }

  it('renders the title as the section’s heading and the four points in order under it', async () => {
    const html = await render({ title: 'Why choose Lumibook?', ...points })
    expect(html).toMatch(/<section[^>]*aria-labelledby="usps-section"/)
    expect(html).toContain('<h2 id="usps-section"')
    expect(html).toContain('>Why choose Lumibook?</h2>')
    expect(html.match(/<li/g)).toHaveLength(4)
    const order = ['bat-man', 'footprint', 'hugging-love', 'high-five'].map((name) =>
      html.indexOf(`data-illustration="${name}"`),
    )
    expect(order.every((at, index) => at > 0 && (index === 0 || at > order[index - 1]!))).toBe(true)
    expect(html).toContain('>Printed with care</h3>')
    expect(html).toContain('>Thick paper and true colours.</p>')
  })

  it('draws each illustration on its colour (default seaweed) in a readable ink', async () => {
    const html = await render(points)
    expect(html.match(/background:var\(--colour-seaweed\)/g)).toHaveLength(2)
    expect(html).toContain('background:var(--colour-igloo)')
    expect(html).toMatch(/background:var\(--colour-forest\)"><svg[^>]*color:var\(--colour-white\)/)
    expect(html).toMatch(/background:var\(--colour-seaweed\)"><svg[^>]*color:var\(--colour-almostBlack\)/)
  })

  it('falls back to the §3 illustration defaults for a missing or unknown illustration', async () => {
    const html = await render({
      usp1: { title: 'One' },
      usp2: { title: 'Two', illustration: 'no-such-drawing' },
      usp3: { title: 'Three', illustration: null },
      usp4: { title: 'Four' },
    })
    for (const name of ['bat-man', 'footprint', 'hugging-love', 'high-five'])
      expect(html).toContain(`data-illustration="${name}"`)
  })

  it('makes the points the top headings when the section has no title', async () => {
    const html = await render(points)
    expect(html).not.toContain('aria-labelledby')
    expect(html).toContain('>Printed with care</h2>')
  })

  it('leaves out points without a title and body, and renders nothing without any', async () => {
    const html = await render({
      title: 'Why us',
      usp1: points.usp1,
      usp2: { illustration: 'cloud' },
      usp3: null,
    })
    expect(html.match(/<li/g)).toHaveLength(1)
    expect(html).not.toContain('cloud')
    expect(await render({ title: 'Only a title', usp1: { title: '  ', body: '' } })).toBe('')
    expect(await render({})).toBe('')
  })
})
