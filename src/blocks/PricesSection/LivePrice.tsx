'use client'
// §3 "productInfo … can be replaced on the client": a card's price follows the site-wide product info, which the
// page wrapper refreshes from the data API after mount (§4 "Data client"). A statically rendered page so shows an
// editor's new price, or one the API could not give at render time, without a rebuild; with no price for the
// market and currency the line stays empty: never a wrong or placeholder figure.
import type { ProductType } from '@/config/products'
import type { Locale } from '@/i18n/locales'
import { useSiteDataIfProvided } from '@/shared-data/SiteDataProvider'
import type { ProductInfo } from '@/shared-data/types'

import { priceOf } from '@/shared-data/prices'

/** The site-wide product info, or undefined outside the page wrapper (isolated renders keep the server's price). */
function useProductInfo(): readonly ProductInfo[] | undefined {
  return useSiteDataIfProvided()?.productInfo
}

interface Product {
  productType: ProductType
  variant: string
  locale: Locale
}

/** One card's price line; `template` is its message with a {price} placeholder ('From {price}'). */
export function LivePrice({
  serverPrice,
  template,
  className,
  ...product
}: Product & { serverPrice?: string; template: string; className?: string }) {
  const productInfo = useProductInfo()
  const price = productInfo
    ? priceOf(productInfo, product.productType, product.variant, product.locale)
    : serverPrice
  return price ? <p className={className}>{template.replace('{price}', price)}</p> : null
}

/** The sentence shown while no card has a price. */
export function PricesUnavailable({
  productType,
  variants,
  locale,
  serverUnavailable,
  text,
  className,
}: Omit<Product, 'variant'> & {
  variants: readonly string[]
  serverUnavailable: boolean
  text: string
  className?: string
}) {
  const productInfo = useProductInfo()
  const unavailable = productInfo
    ? variants.every((variant) => !priceOf(productInfo, productType, variant, locale))
    : serverUnavailable
  return unavailable ? <p className={className}>{text}</p> : null
}
