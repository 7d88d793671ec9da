// §3 Prices with the data API stopped (§7): the block still renders its product cards, with no figure at all and
// the sentence that prices are shown while creating; never a placeholder or another market's number.
import { afterAll, describe, expect, it, vi } from 'vitest'

vi.hoisted(() => {
  // Port 9 (discard) on loopback: nothing listens, the connection is refused.
  process.env.DATA_API_URL = 'http://127.0.0.1:9/graphql'
  process.env.DATA_TIMEOUT_MS = '1000'
})

import PricesSection from '@/blocks/PricesSection/Component'
import type { BlockData } from '@/blocks/types'
import { seedCommerce } from '@/cms/seed/commerce'

import { renderServer } from '../support/render'
import { testPayload } from './payload'

const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
afterAll(() => errors.mockRestore())

describe('PricesSection while the data API is down', () => {
  it('shows the products without any price', async () => {
    await seedCommerce(await testPayload())
    for (const [locale, note] of [
      ['en-gb', 'You will see the price as you create, before you order.'],
      ['sv-se', 'Du ser priset medan du skapar, innan du beställer.'],
    ] as const) {
      const html = await renderServer(
        <PricesSection
          block={{ blockType: 'PricesSection', productType: 'book' } as BlockData<'PricesSection'>}
          context={{ locale, model: 'page', createAppUrl: 'https://create.example/start' }}
        />,
      )
      expect(html.match(/<li/g)).toHaveLength(3)
      expect(html).not.toMatch(/£|€|kr|\d[.,]\d\d/)
      expect(html).toContain(note)
    }
  })
})
