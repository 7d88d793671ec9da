// Issue #33, prices up front: a product page's hero links to the page's prices section of its product.
import { isOneOf } from '@/lib/strings'
import { type ProductType, productTypes } from '@/config/products'

import type { LayoutBlock } from '../types'

/** The prices section's own id, its link target. */
export const pricesAnchor = (block: { id?: string | null; productType?: string | null }) =>
  `prices-${block.id ?? block.productType}`

/** The anchor of the first prices section of each product type among a page's blocks. */
export function priceAnchors(blocks: readonly LayoutBlock[]): Partial<Record<ProductType, string>> {
  const anchors: Partial<Record<ProductType, string>> = {}
  for (const block of blocks) {
    if (block.blockType !== 'PricesSection' || !isOneOf(productTypes, block.productType)) continue
    anchors[block.productType] ??= pricesAnchor(block)
  }
  return anchors
}
