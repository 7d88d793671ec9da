// The hidden commerce blocks with the real seeded data API (§7): ChristmasDelivery's default dates of every country,
// PaymentMethods' default methods of the market with the provider's countries dialog, and DeliverySection's
// Christmas line for the market.
import { beforeAll, describe, expect, it, vi } from 'vitest'

import ChristmasDelivery from '@/blocks/ChristmasDelivery/Component'
import DeliverySection from '@/blocks/DeliverySection/Component'
import PaymentMethods from '@/blocks/PaymentMethods/Component'
import type { BlockData } from '@/blocks/types'
import { seedCommerce } from '@/cms/seed/commerce'
import { loadCommerceData } from '@/data-api/load'
import { markets } from '@/data-api/markets'

import { renderServer } from '../support/render'
import { testPayload } from './payload'

const context = { model: 'page', createAppUrl: 'https://create.example/start' } as const

beforeAll(async () => {
  await seedCommerce(await testPayload(), new Date('2026-11-23T00:00:00Z'))
})

describe('ChristmasDelivery with the data API', () => {
  it('without items, lists every country’s seeded last order date and highlights the locale’s market', async () => {
    const html = await renderServer(
      <ChristmasDelivery
        block={{ blockType: 'ChristmasDelivery', items: [] } as unknown as BlockData<'ChristmasDelivery'>}
        context={{ ...context, locale: 'de-de' }}
      />,
    )
    expect(html.match(/<tr[^>]*data-country/g)).toHaveLength(markets.length)
    expect(html).toMatch(/data-country="DE"><th scope="row">Deutschland<span[^>]*>Dein Land/)
    expect(html).toContain('<time dateTime="2026-12-15">15. Dezember 2026</time>')
    expect(html).toContain('<time dateTime="2026-12-08">8. Dezember 2026</time>')
  })

  it('with items, shows the editor’s dates instead', async () => {
    const html = await renderServer(
      <ChristmasDelivery
        block={
          {
            blockType: 'ChristmasDelivery',
            items: [{ country: 'GB', lastOrderDate: '2026-12-18T12:00:00.000Z' }],
          } as unknown as BlockData<'ChristmasDelivery'>
        }
        context={{ ...context, locale: 'en-gb' }}
      />,
    )
    expect(html.match(/<tr[^>]*data-country/g)).toHaveLength(1)
    expect(html).toContain('<time dateTime="2026-12-18">18 December 2026</time>')
  })
})

describe('PaymentMethods with the data API', () => {
  it('without options, lists the market’s seeded methods; Klarna opens the countries dialog', async () => {
    const html = await renderServer(
      <PaymentMethods
        block={{ blockType: 'PaymentMethods' } as BlockData<'PaymentMethods'>}
        context={{ ...context, locale: 'sv-se' }}
      />,
    )
    expect([...html.matchAll(/<h3[^>]*>([^<]+)<\/h3>/g)].map((match) => match[1])).toEqual([
      'Kort',
      'Klarna',
      'Swish',
      'Apple Pay',
    ])
    expect(html).toContain('Var kan jag betala med Klarna?</button>')
  })
})

describe('DeliverySection with the data API', () => {
  it('gives the market’s seeded Christmas last order date in the run-up to Christmas', async () => {
    // The commerce data is loaded (and cached) on the real clock; only the block's "now" is the seed's season.
    await loadCommerceData('en-gb')
    vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z'), toFake: ['Date'] })
    try {
      const html = await renderServer(
        <DeliverySection
          block={{ blockType: 'DeliverySection' } as BlockData<'DeliverySection'>}
          context={{ ...context, locale: 'en-gb' }}
        />,
      )
      expect(html).toContain('Order by 16 December 2026 for delivery before Christmas (United Kingdom).')
    } finally {
      vi.useRealTimers()
    }
  })
})
