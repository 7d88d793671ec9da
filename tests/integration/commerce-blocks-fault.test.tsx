// The commerce blocks with the data API stopped (§7, §3 defaults): Prices still shows its product cards with no
// figure at all and the sentence that prices are shown while creating (never a placeholder or another market's
// number); ChristmasDelivery and PaymentMethods without editor items render nothing; DeliverySection keeps its
// countries without a Christmas date. Each outage is logged once, not per block. Issue #33: the create cards, a
// product hero, and the page's create action name no "from" price, and still lead to the create flow.
import { afterAll, describe, expect, it, vi } from 'vitest'

vi.hoisted(() => {
  // Port 9 (discard) on loopback: nothing listens, the connection is refused.
  process.env.DATA_API_URL = 'http://127.0.0.1:9/graphql'
  process.env.DATA_TIMEOUT_MS = '1000'
})

import ChristmasDelivery from '@/blocks/ChristmasDelivery/Component'
import DeliverySection from '@/blocks/DeliverySection/Component'
import PaymentMethods from '@/blocks/PaymentMethods/Component'
import PricesSection from '@/blocks/PricesSection/Component'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import type { BlockData, LayoutBlock } from '@/blocks/types'
import { seedCommerce } from '@/cms/seed/commerce'
import { CreateAction } from '@/site/create-action/CreateAction'

import { renderServer } from '../support/render'
import { testPayload } from './payload'

const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
afterAll(() => errors.mockRestore())

const context = { model: 'page', createAppUrl: 'https://create.example/start' } as const

describe('commerce blocks while the data API is down', () => {
  it('PricesSection shows the products without any price', async () => {
    await seedCommerce(await testPayload())
    for (const [locale, note] of [
      ['en-gb', 'You will see the price as you create, before you order.'],
      ['sv-se', 'Du ser priset medan du skapar, innan du beställer.'],
    ] as const) {
      const html = await renderServer(
        <PricesSection
          block={{ blockType: 'PricesSection', productType: 'book' } as BlockData<'PricesSection'>}
          context={{ ...context, locale }}
        />,
      )
      expect(html.match(/<li/g)).toHaveLength(3)
      expect(html).not.toMatch(/£|€|kr|\d[.,]\d\d/)
      expect(html).toContain(note)
    }
  })

  it('ChristmasDelivery and PaymentMethods without editor items render nothing; DeliverySection no date', async () => {
    const christmas = await renderServer(
      <ChristmasDelivery
        block={{ blockType: 'ChristmasDelivery' } as BlockData<'ChristmasDelivery'>}
        context={{ ...context, locale: 'en-gb' }}
      />,
    )
    expect(christmas).toBe('')
    const payments = await renderServer(
      <PaymentMethods
        block={{ blockType: 'PaymentMethods' } as BlockData<'PaymentMethods'>}
        context={{ ...context, locale: 'en-gb' }}
      />,
    )
    expect(payments).toBe('')
    const delivery = await renderServer(
      <DeliverySection
        block={{ blockType: 'DeliverySection' } as BlockData<'DeliverySection'>}
        context={{ ...context, locale: 'en-gb' }}
      />,
    )
    expect(delivery).toContain('>Delivery</h2>')
    expect(delivery).toContain('data-country="GB">United Kingdom</li>')
    expect(delivery).not.toContain('Christmas')
    // One line per outage for the whole process, though the loader and the ChristmasDelivery dates both failed.
    const outageLines = () =>
      errors.mock.calls
        .map(([message]) => String(message))
        .filter((message) => message.includes('unavailable'))
    expect(outageLines()).toEqual(['[data-api] unavailable, pages use the §3 defaults until it answers'])
    await renderServer(
      <ChristmasDelivery
        block={{ blockType: 'ChristmasDelivery' } as BlockData<'ChristmasDelivery'>}
        context={{ ...context, locale: 'sv-se' }}
      />,
    )
    expect(outageLines()).toHaveLength(1)
  })

  it('the create cards, a product hero, and the create action show no price, and still link (issue #33)', async () => {
    const blocks = [
      { blockType: 'HeroGeneric', id: 'hero', layout: 'product', productType: 'book', heading: 'Books' },
      {
        blockType: 'CreateButtons',
        id: 'cards',
        photobooks: { link: '/photobooks' },
        prints: { link: '/photoprints' },
      },
      { blockType: 'PricesSection', id: 'books', productType: 'book' },
    ] as LayoutBlock[]
    const page = await renderServer(RenderBlocks({ blocks, context: { ...context, locale: 'en-gb' } }))
    const action = await renderServer(
      CreateAction({ productType: 'print', context: { ...context, locale: 'en-gb' } }),
    )
    for (const html of [page, action]) {
      expect(html).not.toMatch(/£|€|kr|\d[.,]\d\d|From /)
    }
    expect(page).toContain('href="/photobooks"')
    expect(page).toMatch(/href="https:\/\/create\.example\/start[^"]*productType=book/)
    expect(action).toMatch(/href="https:\/\/create\.example\/start[^"]*productType=print/)
  })
})
