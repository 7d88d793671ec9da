// §3 Prices (PricesSection), §7: the seeded product info's price for the visitor's market and currency, read by the
// block through the real data API (service token, embedded endpoint, seeded commerce collections) and formatted
// with Intl.NumberFormat in the page's locale: en-gb in GBP, sv-se in SEK, de-de in EUR. Issue #33, prices up front:
// the create cards, a product hero (linked to the page's prices) and the page's create action name the "from" price.
import { beforeAll, describe, expect, it } from 'vitest'

import CreateButtons from '@/blocks/CreateButtons/Component'
import CreateCards from '@/blocks/CreateCards/Component'
import PricesSection from '@/blocks/PricesSection/Component'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import type { BlockData, LayoutBlock } from '@/blocks/types'
import { seedCommerce } from '@/cms/seed/commerce'
import type { Locale } from '@/i18n/locales'
import { CreateAction } from '@/site/create-action/CreateAction'

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

describe('prices up front (issue #33), from the seeded data API', () => {
  const context = (locale: Locale) =>
    ({ locale, model: 'page', createAppUrl: 'https://create.example/start' }) as const
  const cover = { id: 1, url: '/api/media/file/cover.webp', width: 1600, height: 1200, alt: 'A cover' }

  it('the create cards name each product’s lowest price, a print’s with its size', async () => {
    const buttons = await renderServer(
      <CreateButtons
        block={
          {
            blockType: 'CreateButtons',
            photobooks: { link: '/photobooks', image: cover },
            prints: { link: '/photoprints' },
          } as BlockData<'CreateButtons'>
        }
        context={context('en-gb')}
      />,
    )
    expect(buttons).toMatch(/Photo books<span[^>]*>From £19\.99<\/span>/)
    expect(buttons).toMatch(/Photo prints<span[^>]*>From £0\.29 per 10 × 15 cm print<\/span>/)
    const cards = await renderServer(
      <CreateCards
        block={
          {
            blockType: 'CreateCards',
            photobooks: { link: '/photobooks', coverImage: cover },
            prints: { link: '/prints', coverImage: cover },
          } as BlockData<'CreateCards'>
        }
        context={context('sv-se')}
      />,
    )
    expect(cards).toMatch(/<span[^>]*>Från 249,00\u00a0kr<\/span>/)
    expect(cards).toContain('3,90\u00a0kr')
    expect(cards).not.toMatch(/£|€/)
  })

  it('a product hero names the "from" price under its buttons, linked to the page’s prices of that product', async () => {
    const blocks = [
      { blockType: 'HeroGeneric', id: 'hero', layout: 'product', productType: 'print', heading: 'Prints' },
      { blockType: 'PricesSection', id: 'books', productType: 'book' },
      { blockType: 'PricesSection', id: 'paper', productType: 'print' },
    ] as LayoutBlock[]
    const html = await renderServer(RenderBlocks({ blocks, context: context('de-de') }))
    expect(html).toContain('<a href="#prices-paper">Ab 0,35\u00a0€ pro Abzug in 10 × 15 cm</a>')
    expect(html).toContain('<section id="prices-paper"')
    // Without a prices section of its product the price is plain text.
    const alone = await renderServer(RenderBlocks({ blocks: blocks.slice(0, 2), context: context('de-de') }))
    expect(alone).toMatch(/<p class="[^"]*">Ab 0,35\u00a0€ pro Abzug in 10 × 15 cm<\/p>/)
  })

  it('the page’s create action names its product, its price, and links to the create flow for it', async () => {
    const html = await renderServer(CreateAction({ productType: 'book', context: context('en-gb') }))
    expect(html).toContain('data-create-action="book"')
    expect(html).toContain('From £19.99')
    expect(html).toMatch(/href="https:\/\/create\.example\/start[^"]*productType=book/)
  })
})
