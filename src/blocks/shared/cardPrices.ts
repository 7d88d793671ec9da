// Issue #33, prices up front: the create cards' "from" price of each product type (§3 defaults: none while the data
// API has none).
import type { ProductType } from '@/config/products'
import { loadCommerceData } from '@/data-api/load'
import type { Locale } from '@/i18n/locales'
import { fromPriceText } from '@/shared-data/fromPrice'

export async function cardPrices(locale: Locale): Promise<Record<ProductType, string | undefined>> {
  try {
    const { initialProductInfo } = await loadCommerceData(locale)
    const [book, print] = await Promise.all([
      fromPriceText(initialProductInfo, 'book', locale),
      fromPriceText(initialProductInfo, 'print', locale),
    ])
    return { book, print }
  } catch (error) {
    // The loader falls back by itself; this only guards the page against a configuration error.
    console.error('[blocks] commerce data unavailable', error)
    return { book: undefined, print: undefined }
  }
}
