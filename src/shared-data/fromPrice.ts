// Issue #33, prices up front: a product type's "from" price as the visitor reads it, print prices naming their size.
import { printSize, type ProductType } from '@/config/products'
import type { Locale } from '@/i18n/locales'
import { translator } from '@/i18n/messages'

import { fromPriceOf } from './prices'
import type { ProductInfo } from './types'

/** "From £19.99", "From £0.29 per 10 × 15 cm print"; undefined without a price (§3 defaults: no product info). */
export async function fromPriceText(
  productInfo: readonly ProductInfo[] | null | undefined,
  productType: ProductType,
  locale: Locale,
): Promise<string | undefined> {
  const price = fromPriceOf(productInfo, productType, locale)
  if (!price) return undefined
  const t = await translator(locale, 'products')
  return productType === 'print' ? t('printFrom', { price, size: printSize }) : t('from', { price })
}
