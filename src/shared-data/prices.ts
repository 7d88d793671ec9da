// §3 Prices / §7: a product's price for the visitor's market and currency, formatted in the page's locale. Anything
// that is not exactly that market's price in that currency gives no price at all: never a wrong number.
import { bookFormats, printPapers, type ProductType } from '@/config/products'
import { currencyOfMarket, marketOfLocale } from '@/data-api/markets'
import type { Locale } from '@/i18n/locales'

import type { ProductInfo } from './types'

// Building a number format loads the locale's data: one per locale and currency, not one per card and render.
const currencyFormats = new Map<string, Intl.NumberFormat>()
function currencyFormat(locale: Locale, currency: string): Intl.NumberFormat {
  const key = `${locale} ${currency}`
  const known = currencyFormats.get(key)
  if (known) return known
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency })
  currencyFormats.set(key, format)
  return format
}

/** The market's amount of a book format or a print paper, or undefined when the data API has none. */
function amountOf(
  productInfo: readonly ProductInfo[] | null | undefined,
  productType: ProductType,
  variant: string,
  locale: Locale,
): number | undefined {
  const market = marketOfLocale[locale]
  if (!market || !productInfo?.length) return undefined
  const currency = currencyOfMarket[market]
  const product = productInfo.find(
    (candidate) =>
      candidate?.productType === productType &&
      (productType === 'book' ? candidate.format : candidate.paper) === variant,
  )
  const price = product?.prices?.find(
    (candidate) => candidate.market === market && candidate.currency === currency,
  )
  if (!price || typeof price.amount !== 'number' || !Number.isFinite(price.amount) || price.amount < 0)
    return undefined
  return price.amount
}

const format = (amount: number | undefined, locale: Locale) =>
  amount === undefined
    ? undefined
    : currencyFormat(locale, currencyOfMarket[marketOfLocale[locale]]).format(amount)

/** The market's price of a book format or a print paper, formatted; undefined when the data API has none. */
export function priceOf(
  productInfo: readonly ProductInfo[] | null | undefined,
  productType: ProductType,
  variant: string,
  locale: Locale,
): string | undefined {
  return format(amountOf(productInfo, productType, variant, locale), locale)
}

/** The "from" price of a product type: its lowest §9 format's or paper's price in the market, formatted. */
export function fromPriceOf(
  productInfo: readonly ProductInfo[] | null | undefined,
  productType: ProductType,
  locale: Locale,
): string | undefined {
  const variants: readonly string[] = productType === 'book' ? bookFormats : printPapers
  const amounts = variants
    .map((variant) => amountOf(productInfo, productType, variant, locale))
    .filter((amount) => amount !== undefined)
  return amounts.length ? format(Math.min(...amounts), locale) : undefined
}
