// §3/§5 Facts (FunFacts): backgroundColor default hjortron4, fullbleedLayout, funFact1–3 required {illustration,
// text}; the renderer draws each fact's illustration and never throws on bad or missing data.
import { describe, expect, it } from 'vitest'

import type { Block, Field } from 'payload'

import { illustrationNames } from '@/design/illustrations/names'

import { defaultOf, field } from '../../../tests/support/fields'
import { colours } from '@/design/tokens'
import { renderServer } from '../../../tests/support/render'
import { blockDefinition, blocksFor } from '../registry'
import type { BlockData } from '../types'
import FunFacts, { illustrationSize } from './Component'
import { funFactsBlock } from './config'

const block = funFactsBlock
const context = { locale: 'en-gb', model: 'page', createAppUrl: 'https://create.example/start' } as const
const render = (data: object) =>
  renderServer(
    <FunFacts block={{ blockType: 'FunFacts', ...data } as BlockData<'FunFacts'>} context={context} />,
  )
const inside = (group: string) =>
  ({ slug: group, fields: (field(block, group) as { fields: Field[] }).fields }) as Block
const facts = {
  funFact1: { illustration: 'heart-love', text: 'Most books are gifts.' },
  funFact2: { illustration: 'footprint', text: 'Travel albums are the longest.' },
  funFact3: { illustration: 'sleeping-feet', text: 'Baby books come first.' },
}

describe('FunFacts config (§2, §3, §5)', () => {
  it('is the "Facts" block, in the insert menu of both models', () => {
    expect(block.slug).toBe('FunFacts')
    expect(blockDefinition('FunFacts')?.config.labels?.singular).toMatchObject({ en: 'Facts' })
    expect(blockDefinition('FunFacts')?.hiddenFromInsertMenu).toBeFalsy()
    expect(blocksFor('page').map((b) => b.slug)).toContain('FunFacts')
    expect(blocksFor('blog-article').map((b) => b.slug)).toContain('FunFacts')
  })

  it('defaults backgroundColor to hjortron4 from the palette, and has fullbleedLayout', () => {
    expect(defaultOf(block, 'backgroundColor')).toBe('hjortron4')
    const options = (field(block, 'backgroundColor') as { options: { value: string }[] }).options
    expect(options.map((option) => option.value)).toEqual(colours)
    expect(field(block, 'fullbleedLayout').type).toBe('checkbox')
    expect(defaultOf(block, 'marginBottom')).toBe('xxxl')
  })

  it.each(['funFact1', 'funFact2', 'funFact3'])('requires %s: its illustration and its text (§5)', (name) => {
    expect(field(block, name).type).toBe('group')
    const illustration = field(inside(name), 'illustration') as {
      required?: boolean
      options: { value: string }[]
    }
    expect(illustration.required).toBe(true)
    expect(illustration.options.map((option) => option.value)).toEqual([...illustrationNames])
    expect((field(inside(name), 'text') as { required?: boolean }).required).toBe(true)
  })
})

describe('FunFacts renderer', () => {
  it('draws the three facts in order, each illustration in a fixed box, on the background colour', async () => {
    const html = await render({ backgroundColor: 'hjortron4', ...facts })
    expect(html).toContain('background:var(--colour-hjortron4)')
    expect(html).toContain('color:var(--colour-almostBlack)')
    const order = ['heart-love', 'footprint', 'sleeping-feet'].map((name) =>
      html.indexOf(`data-illustration="${name}"`),
    )
    expect(order.every((at) => at >= 0)).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)
    expect(html).toContain(`width="${illustrationSize}" height="${illustrationSize}"`)
    expect(html.match(/<li/g)).toHaveLength(3)
    expect(html).toContain('Travel albums are the longest.')
  })

  it('runs to the edges only with fullbleedLayout', async () => {
    const boxed = await render({ ...facts, fullbleedLayout: false })
    const fullbleed = await render({ ...facts, fullbleedLayout: true })
    expect(boxed).not.toMatch(/class="[^"]*fullbleed/)
    expect(fullbleed).toMatch(/class="[^"]*fullbleed/)
  })

  it('keeps text readable on a dark background: white text and illustrations', async () => {
    const html = await render({ ...facts, backgroundColor: 'mossa1' })
    expect(html).toContain('background:var(--colour-mossa1)')
    expect(html).toContain('color:var(--colour-white)')
  })

  it('falls back to hjortron4 for a missing or unknown colour, and skips facts without text', async () => {
    const html = await render({
      backgroundColor: 'plaid',
      funFact1: { illustration: 'heart-love', text: '  ' },
      funFact2: { illustration: 'no-such-drawing', text: 'Still a fact.' },
      funFact3: null,
    })
    expect(html).toContain('background:var(--colour-hjortron4)')
    expect(html.match(/<li/g)).toHaveLength(1)
    expect(html).toContain('Still a fact.')
    expect(html).not.toContain('data-illustration')
  })

  it('renders nothing, without throwing, when no fact has text', async () => {
    expect(await render({})).toBe('')
    expect(await render({ funFact1: 'nonsense', funFact2: 42, funFact3: { text: null } })).toBe('')
  })
})
