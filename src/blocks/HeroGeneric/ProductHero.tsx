// §3 HeroGeneric, product layout: the columns with the start-create button for its product (§2 deep link), named by
// startCreateButtonText, before the hero's own button; under them the product's "from" price, linked to the page's
// prices section, so a product page's prices are on its first screen (issue #33).
import { cx } from '@/lib/strings'

import { ButtonLinkAnchor, buttonStyles } from '../shared/ButtonLinkAnchor'
import { ColumnsHero } from './ColumnsHero'
import styles from './HeroGeneric.inline.pcss'
import type { HeroLayoutProps } from './parts'

function StartCreateButton({ block, context, products }: HeroLayoutProps) {
  const productType = block.productType === 'print' ? 'print' : 'book'
  return ButtonLinkAnchor({
    button: { createLink: true, productType },
    context,
    text: block.startCreateButtonText,
    defaultText: productType === 'print' ? products('create.print') : products('create.book'),
    className: cx(buttonStyles['variant-cta'], buttonStyles['size-l']),
  })
}

/** "From £19.99", linked to the page's prices section of the product when it has one. */
function FromPrice({ block, context, fromPrice }: HeroLayoutProps) {
  if (!fromPrice) return null
  const anchor = context.priceAnchors?.[block.productType === 'print' ? 'print' : 'book']
  return <p className={styles.fromPrice}>{anchor ? <a href={`#${anchor}`}>{fromPrice}</a> : fromPrice}</p>
}

export function ProductHero(props: HeroLayoutProps) {
  return ColumnsHero({
    ...props,
    className: styles.product,
    firstButton: StartCreateButton(props),
    afterButtons: FromPrice(props),
  })
}
