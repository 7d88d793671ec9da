// §3 Page hero (HeroGeneric): the page's h1 with its intro, button, quote and badge beside (or, fullbleed, over) its
// image or slides. The page's first hero has its LCP element, so that image is fetched first; nothing shifts as it
// loads. Each layout is its own component; this file picks one.
import type { ReactNode } from 'react'

import { loadCommerceData } from '@/data-api/load'
import { translator } from '@/i18n/messages'
import { isOneOf } from '@/lib/strings'
import { fromPriceText } from '@/shared-data/fromPrice'

import { InlineStyle } from '../shared/styles/InlineStyle'
import type { BlockContext, BlockProps } from '../types'
import { DefaultHero } from './ColumnsHero'
import { type HeroLayout, heroLayouts } from './config'
import { FullbleedHero } from './FullbleedHero'
import { stylesheet } from './HeroGeneric.inline.pcss'
import { IllustrationHero } from './IllustrationHero'
import type { HeroLayoutProps } from './parts'
import { ProductHero } from './ProductHero'

const layouts: Record<HeroLayout, (props: HeroLayoutProps) => ReactNode> = {
  default: DefaultHero,
  fullbleed: FullbleedHero,
  illustration: IllustrationHero,
  product: ProductHero,
}

/** §3: layout is required with default 'default'; an unknown value takes the default. */
export function heroLayoutOf(value: unknown): HeroLayout {
  return isOneOf(heroLayouts, value) ? value : 'default'
}

/** The product layout's product's "from" price; none while the data API has none (§3 defaults). */
async function productFromPrice(block: HeroLayoutProps['block'], context: BlockContext) {
  try {
    const { initialProductInfo } = await loadCommerceData(context.locale)
    return await fromPriceText(
      initialProductInfo,
      block.productType === 'print' ? 'print' : 'book',
      context.locale,
    )
  } catch (error) {
    // The loader falls back by itself; this only guards the page against a configuration error.
    console.error('[HeroGeneric] commerce data unavailable', error)
    return undefined
  }
}

export default async function HeroGeneric({ block, context, lead = false }: BlockProps<'HeroGeneric'>) {
  if (!block || typeof block !== 'object') return null
  const layout = heroLayoutOf(block.layout)
  const [t, products, fromPrice] = await Promise.all([
    translator(context.locale, 'HeroGeneric'),
    translator(context.locale, 'products'),
    layout === 'product' ? productFromPrice(block, context) : undefined,
  ])
  const hero = layouts[layout]({ block, context, lead, t, products, fromPrice })
  if (!hero) return null
  return (
    <>
      <InlineStyle sheet={stylesheet} />
      {hero}
    </>
  )
}
