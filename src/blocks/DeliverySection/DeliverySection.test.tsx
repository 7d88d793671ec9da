// §3 DeliverySection (hidden, §2): heading; the shop's delivery countries and, in the run-up to Christmas, the
// market's last order date from the data API (§7).
import { describe, expect, it } from 'vitest'

import { markets } from '@/data-api/markets'

import { blockDefinition } from '../registry'
import { field } from '../../../tests/support/fields'
import { renderServer } from '../../../tests/support/render'
import type { BlockData } from '../types'
import { DeliverySectionView, upcomingChristmasDate } from './Component'
import { deliverySectionBlock } from './config'

const block = deliverySectionBlock
const data = (overrides: object = {}) =>
  ({ blockType: 'DeliverySection', id: 'd1', ...overrides }) as BlockData<'DeliverySection'>
const swedishChristmas = { country: 'SE', lastOrderDate: '2026-12-14T22:59:00.000Z' }

describe('DeliverySection config (§3)', () => {
  it('is hidden from the insert menu (§2) and has a heading', () => {
    expect(blockDefinition('DeliverySection')?.hiddenFromInsertMenu).toBe(true)
    expect(field(block, 'heading')).toMatchObject({ type: 'text' })
  })
})

describe('DeliverySection renderer', () => {
  it('names the delivery countries in the page’s language, the visitor’s market first', async () => {
    const html = await renderServer(
      <DeliverySectionView
        block={data({ heading: 'Leverans hem till dig' })}
        locale="sv-se"
        christmas={null}
        now={new Date('2026-06-01T00:00:00Z')}
      />,
    )
    expect(html).toContain('>Leverans hem till dig</h2>')
    expect(html).toContain('Vi levererar till dessa länder:')
    const countries = [...html.matchAll(/data-country="(\w+)">([^<]+)</g)]
    expect(countries).toHaveLength(markets.length)
    expect(countries[0]?.slice(1)).toEqual(['SE', 'Sverige'])
    expect(countries.map((match) => match[2])).toContain('Tyskland')
    expect(html).not.toContain('före jul')
  })

  it('gives the market’s Christmas last order date in season, in the page’s locale', async () => {
    const html = await renderServer(
      <DeliverySectionView
        block={data()}
        locale="sv-se"
        christmas={swedishChristmas}
        now={new Date('2026-11-23T10:00:00Z')}
      />,
    )
    expect(html).toContain('>Leverans</h2>')
    expect(html).toContain('Beställ senast 14 december 2026 för leverans före jul (Sverige).')
  })

  it('shows the Christmas date only from 60 days before it until it passes, and only the market’s own', () => {
    const date = new Date(swedishChristmas.lastOrderDate)
    expect(upcomingChristmasDate(swedishChristmas, 'SE', new Date('2026-12-14T22:59:00Z'))).toEqual(date)
    expect(upcomingChristmasDate(swedishChristmas, 'SE', new Date('2026-10-15T22:59:00Z'))).toEqual(date)
    expect(upcomingChristmasDate(swedishChristmas, 'SE', new Date('2026-10-15T22:58:00Z'))).toBeUndefined()
    expect(upcomingChristmasDate(swedishChristmas, 'SE', new Date('2026-12-14T23:00:00Z'))).toBeUndefined()
    expect(upcomingChristmasDate(swedishChristmas, 'GB', new Date('2026-12-01T00:00:00Z'))).toBeUndefined()
    expect(upcomingChristmasDate(null, 'SE', new Date('2026-12-01T00:00:00Z'))).toBeUndefined()
    expect(
      upcomingChristmasDate({ country: 'SE', lastOrderDate: 'soon' }, 'SE', new Date('2026-12-01T00:00:00Z')),
    ).toBeUndefined()
  })

  it('uses the default heading when the editor left it empty', async () => {
    const html = await renderServer(
      <DeliverySectionView block={data({ heading: ' ' })} locale="en-gb" christmas={null} now={new Date()} />,
    )
    expect(html).toContain('>Delivery</h2>')
    expect(html).toContain('data-country="GB">United Kingdom</li>')
  })
})
