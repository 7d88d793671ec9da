// §3 HeroGeneric, product layout: the columns with the start-create button for its product (§2 deep link), named by
// startCreateButtonText, before the hero's own button.
import { cx } from '@/lib/strings'

import { ButtonLinkAnchor, buttonStyles } from '../shared/ButtonLinkAnchor'
import { ColumnsHero } from './ColumnsHero'
import styles from './HeroGeneric.inline.pcss'
import type { HeroLayoutProps } from './parts'

function StartCreateButton({ block, context, t }: HeroLayoutProps) {
  const productType = block.productType === 'print' ? 'print' : 'book'
  return ButtonLinkAnchor({
    button: { createLink: true, productType },
    context,
    text: block.startCreateButtonText,
    defaultText: productType === 'print' ? t('startCreate.print') : t('startCreate.book'),
    className: cx(buttonStyles['variant-cta'], buttonStyles['size-l']),
  })
}

export function ProductHero(props: HeroLayoutProps) {
  return ColumnsHero({ ...props, className: styles.product, firstButton: StartCreateButton(props) })
}
