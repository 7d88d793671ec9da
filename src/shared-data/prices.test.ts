// §3 Prices, §7: a product's price is the visitor's market's in its currency, formatted for the page's locale, never
// another market's; a product type's "from" price is its lowest format's or paper's (issue #33: prices up front).
import { describe, expect, it, vi } from 'vitest'

import { bookFormats, printPapers } from '@/config/products'

import { fromPriceOf, priceOf } from './prices'
import type { ProductInfo } from './types'

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

describe('priceOf (§7: the market’s price in its currency)', () => {
  it('formats the market’s price in the page’s locale', () => {
    expect(priceOf(productInfo, 'book', 'hardcover 27x27 cm', 'en-gb')).toBe('£39.99')
    expect(priceOf(productInfo, 'book', 'softcover 20x20 cm', 'sv-se')).toBe('249,00\u00a0kr')
    expect(priceOf(productInfo, 'print', 'matte', 'en-gb')).toBe('£0.35')
  })

  it('builds one number format per locale and currency, not one per card (each loads locale data)', () => {
    const built = vi.spyOn(Intl, 'NumberFormat')
    try {
      for (let card = 0; card < 5; card += 1) {
        expect(priceOf(productInfo, 'book', 'hardcover 27x27 cm', 'en-gb')).toBe('£39.99')
        expect(priceOf(productInfo, 'print', 'matte', 'en-gb')).toBe('£0.35')
      }
      expect(built.mock.calls.length).toBeLessThanOrEqual(1)
    } finally {
      built.mockRestore()
    }
  })

  it('gives no price rather than another market’s or currency’s', () => {
    // de-de (EUR) has no price in the fixture; the GBP one must not be shown instead.
    expect(priceOf(productInfo, 'book', 'hardcover 27x27 cm', 'de-de')).toBeUndefined()
    const wrongCurrency = [
      { ...productInfo[0]!, prices: [{ market: 'SE', currency: 'EUR' as const, amount: 45 }] },
    ]
    expect(priceOf(wrongCurrency, 'book', 'hardcover 27x27 cm', 'sv-se')).toBeUndefined()
    expect(priceOf(productInfo, 'print', 'glossy', 'en-gb')).toBeUndefined()
    expect(priceOf([], 'book', 'hardcover 27x27 cm', 'en-gb')).toBeUndefined()
    expect(priceOf(null, 'book', 'hardcover 27x27 cm', 'en-gb')).toBeUndefined()
  })
})

describe('fromPriceOf (a product type’s lowest price in the market)', () => {
  it('is the cheapest format’s or paper’s price, formatted', () => {
    expect(fromPriceOf(productInfo, 'book', 'en-gb')).toBe('£19.99')
    expect(fromPriceOf(productInfo, 'book', 'sv-se')).toBe('249,00\u00a0kr')
    expect(fromPriceOf(productInfo, 'print', 'en-gb')).toBe('£0.29')
  })

  it('uses only the prices the market has, and gives none without any (§3 defaults: no product info)', () => {
    const onlyLarge = productInfo.filter((product) => product.format !== 'softcover 20x20 cm')
    expect(fromPriceOf(onlyLarge, 'book', 'en-gb')).toBe('£29.99')
    expect(fromPriceOf(productInfo, 'print', 'sv-se')).toBeUndefined()
    expect(fromPriceOf(productInfo, 'book', 'de-de')).toBeUndefined()
    expect(fromPriceOf([], 'book', 'en-gb')).toBeUndefined()
  })
})
