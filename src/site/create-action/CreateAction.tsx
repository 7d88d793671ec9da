// Issue #33: the page's create action, a server-rendered element without JavaScript. Below the §9 tablet width it is a
// bar at the bottom of the screen (once the page's first hero's buttons have scrolled away: a CSS scroll-driven
// animation on their view timeline), and the page ends with room for it, so it never covers anything for good; from
// tablet width up it is the content's closing call to action. It names the product and its "from" price (§3 defaults:
// no price while the data API has none).
import { buttonStyles, ButtonLinkAnchor } from '@/blocks/shared/ButtonLinkAnchor'
import type { BlockContext } from '@/blocks/types'
import type { ProductType } from '@/config/products'
import { loadCommerceData } from '@/data-api/load'
import { translator } from '@/i18n/messages'
import { cx } from '@/lib/strings'
import { fromPriceText } from '@/shared-data/fromPrice'
import { siteWideDefaults } from '@/shared-data/types'

import styles from './CreateAction.module.css'

/**
 * Which one it is: 'page' is both (the closing call to action, the bar on phones); a story has its 'end' (closing the
 * story, above the related stories) and, on phones, its 'bar', in reach down to the footer.
 */
export type CreateActionPlace = 'page' | 'end' | 'bar'

export async function CreateAction({
  productType,
  context,
  place = 'page',
}: {
  productType: ProductType
  context: Pick<BlockContext, 'locale' | 'createAppUrl'>
  place?: CreateActionPlace
}) {
  const { locale } = context
  const [t, commerce] = await Promise.all([
    translator(locale, 'products'),
    // The loader falls back by itself; this only guards the page against a configuration error.
    loadCommerceData(locale).catch(() => siteWideDefaults),
  ])
  const price = await fromPriceText(commerce.initialProductInfo, productType, locale)
  return (
    <div className={cx(styles.action, styles[place])} data-create-action={productType}>
      <p className={styles.offer}>
        <span className={styles.product}>{productType === 'print' ? t('print') : t('book')}</span>
        {price ? <span className={styles.price}>{price}</span> : null}
      </p>
      <ButtonLinkAnchor
        button={{ createLink: true, productType }}
        context={context}
        text={productType === 'print' ? t('create.print') : t('create.book')}
        className={cx(buttonStyles['variant-cta'], buttonStyles['size-m'], styles.button)}
      />
    </div>
  )
}
