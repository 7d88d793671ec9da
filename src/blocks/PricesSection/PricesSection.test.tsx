// §3 Prices (PricesSection): productType book|print required (§5), a cover image per §9 book format and the print
// paper images, shown per product type; prices only for the visitor's market and currency (§7), never a wrong one.
import { describe, expect, it } from 'vitest'

import { bookFormats, printPapers, productTypes } from '@/config/products'
import type { ProductInfo } from '@/shared-data/types'

import { blockDefinition, blocksFor } from '../registry'
import { field, isShown } from '../../../tests/support/fields'
import { renderServer } from '../../../tests/support/render'
import type { BlockData } from '../types'
import { PricesView } from './Component'
import { coverImageField, paperImageField, pricesSectionBlock } from './config'

const block = pricesSectionBlock

const productInfo: ProductInfo[] = [
  ...bookFormats.map((format, index) => ({
    id: `b${index}`,
    name: `Photo book, ${format}`,
    productType: 'book' as const,
    format,
    paper: null,
    prices: [
      { market: 'GB', currency: 'GBP' as const, amount: [39.99, 29.99, 19.99][index]! },
      { market: 'SE', currency: 'SEK' as const, amount: [499, 379, 249][index]! },
    ],
  })),
  ...printPapers.map((paper, index) => ({
    id: `p${index}`,
    name: `Photo print, ${paper}`,
    productType: 'print' as const,
    format: null,
    paper,
    prices: [{ market: 'GB', currency: 'GBP' as const, amount: [0.29, 0.35][index]! }],
  })),
]

const media = (id: number, alt = '') => ({
  id,
  url: `http://localhost:3000/api/media/file/cover-${id}.jpg`,
  width: 1200,
  height: 900,
  mimeType: 'image/jpeg',
  alt,
})

const data = (overrides: object) =>
  ({ blockType: 'PricesSection', ...overrides }) as BlockData<'PricesSection'>

describe('Prices config (§3, §5)', () => {
  it('is labelled Prices, in the insert menu of both models, with a required book|print productType', () => {
    expect(blockDefinition('PricesSection')?.config.labels?.singular).toMatchObject({ en: 'Prices' })
    expect(blockDefinition('PricesSection')?.hiddenFromInsertMenu).toBeFalsy()
    expect(blocksFor('page').some((config) => config.slug === 'PricesSection')).toBe(true)
    expect(blocksFor('blog-article').some((config) => config.slug === 'PricesSection')).toBe(true)
    const productType = field(block, 'productType') as { required?: boolean; options: { value: string }[] }
    expect(productType.required).toBe(true)
    expect(productType.options.map((option) => option.value)).toEqual([...productTypes])
    for (const name of ['title', 'subtitle', 'customCoverImage']) expect(field(block, name)).toBeDefined()
  })

  it('has a cover image per §9 book format and the semiGlossPaperImage and mattePaperImage fields', () => {
    expect(bookFormats.map(coverImageField)).toEqual([
      'hardcover27x27CoverImage',
      'hardcover20x20CoverImage',
      'softcover20x20CoverImage',
    ])
    expect(printPapers.map(paperImageField)).toEqual(['semiGlossPaperImage', 'mattePaperImage'])
    for (const name of [...bookFormats.map(coverImageField), ...printPapers.map(paperImageField)])
      expect(field(block, name)).toMatchObject({ type: 'upload', relationTo: 'media' })
  })

  it('shows the book images for a book and the paper images for prints', () => {
    const books = [...bookFormats.map(coverImageField), 'customCoverImage']
    const papers = printPapers.map(paperImageField)
    for (const name of books) {
      expect(isShown(block, name, { productType: 'book' })).toBe(true)
      expect(isShown(block, name, { productType: 'print' })).toBe(false)
    }
    for (const name of papers) {
      expect(isShown(block, name, { productType: 'print' })).toBe(true)
      expect(isShown(block, name, { productType: 'book' })).toBe(false)
    }
  })
})

describe('Prices renderer', () => {
  it('shows a card per book format with its cover and its price', async () => {
    const html = await renderServer(
      <PricesView
        block={data({
          productType: 'book',
          title: 'Photo books',
          subtitle: 'Pick a size.',
          hardcover27x27CoverImage: media(1, 'A large hardcover'),
          softcover20x20CoverImage: media(3),
        })}
        locale="en-gb"
        productInfo={productInfo}
      />,
    )
    expect(html).toContain('>Photo books</h2>')
    expect(html).toContain('>Pick a size.</p>')
    expect(html.match(/<li/g)).toHaveLength(bookFormats.length)
    expect(html).toContain('>Hardcover 27 × 27 cm</h3>')
    expect(html).toContain('>Softcover 20 × 20 cm</h3>')
    expect(html).toContain('>From £39.99</p>')
    expect(html).toContain('>From £29.99</p>')
    expect(html).toContain('>From £19.99</p>')
    expect(html).toContain('alt="A large hardcover"')
    // §5: no alt text anywhere → 'Photo books'.
    expect(html).toContain('alt="Photo books"')
    expect(html).toContain('cover-1.jpg')
    expect(html).not.toContain('http://localhost:3000/api')
    expect(html.match(/<img/g)).toHaveLength(2)
  })

  it('a custom cover image stands in for every format', async () => {
    const html = await renderServer(
      <PricesView
        block={data({ productType: 'book', customCoverImage: media(9), hardcover27x27CoverImage: media(1) })}
        locale="en-gb"
        productInfo={productInfo}
      />,
    )
    expect(html.match(/cover-9\.jpg/g)?.length).toBeGreaterThanOrEqual(bookFormats.length)
    expect(html).not.toContain('cover-1.jpg')
  })

  it('shows a card per print paper with its image and the price per print, naming its size (issue #33)', async () => {
    const html = await renderServer(
      <PricesView
        block={data({ productType: 'print', semiGlossPaperImage: media(4), mattePaperImage: 7 })}
        locale="en-gb"
        productInfo={productInfo}
      />,
    )
    expect(html.match(/<li/g)).toHaveLength(printPapers.length)
    expect(html).toContain('>Semi-gloss paper</h3>')
    expect(html).toContain('>£0.29 per 10 × 15 cm print</p>')
    expect(html).toContain('>Matte paper</h3>')
    expect(html).toContain('>£0.35 per 10 × 15 cm print</p>')
    // An unpopulated relation (an id) is no image.
    expect(html.match(/<img/g)).toHaveLength(1)
    expect(html).toContain('aria-label="Prices"')
  })

  it('shows no figure at all while the data API has no price for the market', async () => {
    for (const info of [[], productInfo]) {
      const html = await renderServer(
        <PricesView
          block={data({ productType: 'book', title: 'Preise' })}
          locale="de-de"
          productInfo={info}
        />,
      )
      expect(html).toContain('>Hardcover 27 × 27 cm</h3>')
      expect(html).not.toMatch(/\d+,\d\d|£|€/)
      expect(html).toContain('Den Preis siehst du beim Gestalten, bevor du bestellst.')
    }
  })

  it('renders nothing for a missing or unknown product type, and never throws', async () => {
    for (const productType of [undefined, null, 'poster'])
      expect(
        await renderServer(
          <PricesView block={data({ productType })} locale="en-gb" productInfo={productInfo} />,
        ),
      ).toBe('')
  })
})
