// §3 Prices / §7: a product's price for the visitor's market and currency, formatted in the page's locale. Anything
// that is not exactly that market's price in that currency gives no price at all: never a wrong number.
import type { ProductType } from '@/config/products'
import { currencyOfMarket, marketOfLocale } from '@/data-api/markets'
import type { Locale } from '@/i18n/locales'
import type { ProductInfo } from '@/shared-data/types'

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

/** The market's price of a book format or a print paper, formatted; undefined when the data API has none. */
export function priceOf(
  productInfo: readonly ProductInfo[] | null | undefined,
  productType: ProductType,
  variant: string,
  locale: Locale,
): string | undefined {
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
  return currencyFormat(locale, currency).format(price.amount)
}
