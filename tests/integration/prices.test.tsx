// §3 Prices (PricesSection), §7: the seeded product info's price for the visitor's market and currency, read by the
// block through the real data API (service token, embedded endpoint, seeded commerce collections) and formatted
// with Intl.NumberFormat in the page's locale: en-gb in GBP, sv-se in SEK, de-de in EUR.
import { beforeAll, describe, expect, it } from 'vitest'

import PricesSection from '@/blocks/PricesSection/Component'
import type { BlockData } from '@/blocks/types'
import { seedCommerce } from '@/cms/seed/commerce'
import type { Locale } from '@/i18n/locales'

import { renderServer } from '../support/render'
import { testPayload } from './payload'

beforeAll(async () => {
  await seedCommerce(await testPayload(), new Date('2026-11-23T00:00:00Z'))
})

const render = (productType: 'book' | 'print', locale: Locale) =>
  renderServer(
    <PricesSection
      block={{ blockType: 'PricesSection', productType } as BlockData<'PricesSection'>}
      context={{ locale, model: 'page', createAppUrl: 'https://create.example/start' }}
    />,
  )

/** The card of one product: its name and price. */
const card = (html: string, product: string) =>
  new RegExp(`data-product="${product}">(.*?)</li>`).exec(html)?.[1] ?? ''

describe('PricesSection with the seeded data API', () => {
  it('en-gb: pounds sterling', async () => {
    const books = await render('book', 'en-gb')
    expect(card(books, 'hardcover 27x27 cm')).toContain('>From £39.99</p>')
    expect(card(books, 'hardcover 20x20 cm')).toContain('>From £29.99</p>')
    expect(card(books, 'softcover 20x20 cm')).toContain('>From £19.99</p>')
    const prints = await render('print', 'en-gb')
    expect(card(prints, 'semi-gloss')).toContain('>£0.29 per 10 × 15 cm print</p>')
    expect(card(prints, 'matte')).toContain('>£0.35 per 10 × 15 cm print</p>')
  })

  it('sv-se: Swedish kronor, Swedish format', async () => {
    const books = await render('book', 'sv-se')
    expect(card(books, 'hardcover 27x27 cm')).toContain('>Från 499,00\u00a0kr</p>')
    expect(card(books, 'softcover 20x20 cm')).toContain('>Från 249,00\u00a0kr</p>')
    const prints = await render('print', 'sv-se')
    expect(card(prints, 'semi-gloss')).toContain('>3,90\u00a0kr per kopia i 10 × 15 cm</p>')
  })

  it('de-de: euros, German format', async () => {
    const books = await render('book', 'de-de')
    expect(card(books, 'hardcover 27x27 cm')).toContain('>Ab 44,99\u00a0€</p>')
    expect(card(books, 'hardcover 20x20 cm')).toContain('>Ab 34,99\u00a0€</p>')
    const prints = await render('print', 'de-de')
    expect(card(prints, 'matte')).toContain('>0,39\u00a0€ pro Abzug in 10 × 15 cm</p>')
  })

  it('shows only the market’s own currency, and no “price unavailable” note when there are prices', async () => {
    const html = await render('book', 'sv-se')
    expect(html).not.toMatch(/£|€|\$/)
    expect(html).not.toContain('Du ser priset medan du skapar')
  })
})
