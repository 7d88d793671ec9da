// §3 HeroGeneric, product layout: the columns with the start-create button for its product (§2 deep link), named by
// startCreateButtonText, before the hero's own button.
import { cx, str } from '@/lib/strings'

import buttonStyles from '../ButtonComponent/ButtonComponent.inline.pcss'
import { buttonHref } from '../shared/buttonLink'
import { ColumnsHero } from './ColumnsHero'
import styles from './HeroGeneric.inline.pcss'
import type { HeroLayoutProps } from './parts'

function StartCreateButton({ block, context, t }: HeroLayoutProps) {
  const productType = block.productType === 'print' ? 'print' : 'book'
  const href = buttonHref({ createLink: true, productType }, context.locale, context.createAppUrl)
  if (!href) return null
  return (
    <a
      className={cx(buttonStyles.button, buttonStyles['variant-cta'], buttonStyles['size-l'])}
      href={href}
      data-create-link={productType}
    >
      {str(block.startCreateButtonText) ||
        (productType === 'print' ? t('startCreate.print') : t('startCreate.book'))}
    </a>
  )
}

export function ProductHero(props: HeroLayoutProps) {
  return ColumnsHero({ ...props, className: styles.product, firstButton: StartCreateButton(props) })
}
