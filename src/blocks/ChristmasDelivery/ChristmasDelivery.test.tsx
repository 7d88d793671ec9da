// §3 ChristmasDelivery (hidden, §2): color, items[] {country, lastOrderDate}; the data API's dates when items is
// empty; dates in the page's locale; the visitor's country (locale's market, or the country cookie) highlighted.
import type { Block, Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { markets } from '@/data-api/markets'

import { blockDefinition } from '../registry'
import { field } from '../../../tests/support/fields'
import { renderServer } from '../../../tests/support/render'
import type { BlockData } from '../types'
import { ChristmasDeliveryView, editorItems } from './Component'
import { christmasDeliveryBlock } from './config'

const block = christmasDeliveryBlock
const items = {
  slug: 'items',
  fields: (field(block, 'items') as { fields: Field[] }).fields,
} as Block

const dates = [
  { country: 'GB', lastOrderDate: '2026-12-16T22:59:00.000Z' },
  { country: 'SE', lastOrderDate: '2026-12-14T22:59:00.000Z' },
  { country: 'DE', lastOrderDate: '2026-12-15T12:00:00.000Z' },
]
const data = (overrides: object = {}) =>
  ({ blockType: 'ChristmasDelivery', id: 'x1', ...overrides }) as BlockData<'ChristmasDelivery'>

describe('ChristmasDelivery config (§3)', () => {
  it('is hidden from the insert menu (§2) and has color and items {country, lastOrderDate}', () => {
    expect(blockDefinition('ChristmasDelivery')?.hiddenFromInsertMenu).toBe(true)
    expect(field(block, 'color')).toMatchObject({ type: 'select' })
    expect(field(items, 'country')).toMatchObject({ type: 'select', required: true })
    expect(field(items, 'lastOrderDate')).toMatchObject({ type: 'date', required: true })
    const countries = (field(items, 'country') as { options: { value: string; label: string }[] }).options
    expect(countries.map((option) => option.value)).toEqual(markets)
    expect(countries.find((option) => option.value === 'SE')?.label).toBe('Sweden')
  })
})

describe('ChristmasDelivery renderer', () => {
  it('lists each country’s last order date in the page’s locale and highlights the locale’s market', async () => {
    const html = await renderServer(<ChristmasDeliveryView block={data()} locale="sv-se" dates={dates} />)
    expect(html).toContain('>Beställ i tid till jul</h2>')
    expect(html).toContain('<th scope="col">Sista beställningsdag</th>')
    expect(html).toContain('Storbritannien')
    expect(html).toContain('<time dateTime="2026-12-14">14 december 2026</time>')
    expect(html).toContain('<time dateTime="2026-12-16">16 december 2026</time>')
    expect(html.match(/<tr[^>]*data-country/g)).toHaveLength(3)
    // Editor's order kept; only Sweden (sv-se's market) carries the "your country" badge.
    expect([...html.matchAll(/data-country="(\w+)"/g)].map((match) => match[1])).toEqual(['GB', 'SE', 'DE'])
    expect(html.match(/Ditt land/g)).toHaveLength(1)
    expect(html).toMatch(/<tr class="[^"]*visitor[^"]*" data-country="SE"><th scope="row">Sverige<span/)
  })

  it('formats German dates and sorts the data API’s list by country name', async () => {
    const html = await renderServer(
      <ChristmasDeliveryView
        block={data({ color: 'kantarell4' })}
        locale="de-de"
        dates={dates}
        sortByCountry
      />,
    )
    expect(html).toContain('<time dateTime="2026-12-15">15. Dezember 2026</time>')
    expect([...html.matchAll(/data-country="(\w+)"/g)].map((match) => match[1])).toEqual(['DE', 'SE', 'GB'])
    expect(html).toContain('background:var(--colour-kantarell4);color:var(--colour-almostBlack)')
    expect(html).toMatch(/data-country="DE"><th scope="row">Deutschland<span[^>]*>Dein Land/)
  })

  it('keeps the text readable on a dark colour', async () => {
    const html = await renderServer(
      <ChristmasDeliveryView block={data({ color: 'forest' })} locale="en-gb" dates={dates} />,
    )
    expect(html).toContain('background:var(--colour-forest);color:var(--colour-white)')
  })

  it('renders nothing without dates, skips broken items, and never throws', async () => {
    expect(await renderServer(<ChristmasDeliveryView block={data()} locale="en-gb" dates={[]} />)).toBe('')
    const broken = [
      { country: 'GB', lastOrderDate: 'not a date' },
      { country: 'Sweden', lastOrderDate: '2026-12-14T12:00:00.000Z' },
    ]
    expect(await renderServer(<ChristmasDeliveryView block={data()} locale="en-gb" dates={broken} />)).toBe(
      '',
    )
    expect(
      editorItems(
        data({
          items: [
            { country: 'GB', lastOrderDate: '2026-12-16T12:00:00.000Z' },
            { country: 'SE' },
            { lastOrderDate: '2026-12-14T12:00:00.000Z' },
            null,
          ],
        }),
      ),
    ).toEqual([{ country: 'GB', lastOrderDate: '2026-12-16T12:00:00.000Z' }])
    expect(editorItems(data({ items: null }))).toEqual([])
  })
})
