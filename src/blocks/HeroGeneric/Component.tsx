// §3 Page hero (HeroGeneric): the page's h1 with its intro, button, quote and badge beside (or, fullbleed, over) its
// image or slides. The page's first hero has its LCP element, so that image is fetched first; nothing shifts as it
// loads. Each layout is its own component; this file picks one.
import type { ReactNode } from 'react'

import { translator } from '@/i18n/messages'
import { isOneOf } from '@/lib/strings'

import { InlineStyle } from '../shared/styles/InlineStyle'
import type { BlockProps } from '../types'
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

export default async function HeroGeneric({ block, context, lead = false }: BlockProps<'HeroGeneric'>) {
  if (!block || typeof block !== 'object') return null
  const t = await translator(context.locale, 'HeroGeneric')
  const hero = layouts[heroLayoutOf(block.layout)]({ block, context, lead, t })
  if (!hero) return null
  return (
    <>
      <InlineStyle sheet={stylesheet} />
      {hero}
    </>
  )
}
