// Issue #33: the product a page's create action is for, derived from the page itself (no field of its own): the first
// hero's product (the product layout's productType), its create link (§3 button link rule), or the product landing
// page (§2 routes) its button leads to. A story's is its first create link, else a photo book (§9 default button text).
import type { LayoutBlock } from '@/blocks/types'
import { productOfLink, type ProductType, productTypes } from '@/config/products'
import { isOneOf } from '@/lib/strings'

/** The product of a page: its first hero's, or undefined when the hero names none (no create action then). */
export function pageProduct(layout: readonly LayoutBlock[] | null | undefined): ProductType | undefined {
  const hero = layout?.find((block) => block.blockType === 'HeroGeneric')
  if (!hero || hero.blockType !== 'HeroGeneric') return undefined
  if (hero.layout === 'product') return hero.productType === 'print' ? 'print' : 'book'
  const button = hero.useButton ? hero.button : undefined
  if (!button || typeof button !== 'object') return undefined
  if (button.createLink) return isOneOf(productTypes, button.productType) ? button.productType : undefined
  return productOfLink(button.link)
}

/** The first create link's product anywhere in some block data (§3 button link rule: createLink with productType). */
function firstCreateLink(value: unknown): ProductType | undefined {
  if (!value || typeof value !== 'object') return undefined
  const record = value as Record<string, unknown>
  if (record.createLink === true && isOneOf(productTypes, record.productType)) return record.productType
  for (const inner of Array.isArray(value) ? value : Object.values(record)) {
    const found = firstCreateLink(inner)
    if (found) return found
  }
  return undefined
}

/** The product of a story: every story ends with a create call to action. */
export function storyProduct(layout: readonly LayoutBlock[] | null | undefined): ProductType {
  return firstCreateLink(layout) ?? 'book'
}
