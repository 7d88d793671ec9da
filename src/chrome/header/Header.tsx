import { getTranslations } from 'next-intl/server'

import { productOfLink } from '@/config/products'
import { Icon } from '@/design/icons/Icon'
import { type Locale, localizedHref } from '@/i18n/locales'

import { LanguagePickerOpener } from '@/site/language-picker/LanguagePickerOpener'
import { linkHref } from '@/shared-data/linkHref'
import { fromPriceText } from '@/shared-data/fromPrice'
import type { NavHeader, ProductInfo } from '@/shared-data/types'
import styles from './Header.module.css'
import { MenuDisclosure } from './MenuDisclosure'

/**
 * The site header: brand home link and the main navigation from the navigation global (navHeaders). In the menu, a
 * link to a product landing page names the product's "from" price (issue #33; none without product info, §3).
 */
export async function Header({
  locale,
  brandName,
  navHeaders,
  productInfo,
}: {
  locale: Locale
  brandName: string
  navHeaders: NavHeader[]
  productInfo: ProductInfo[]
}) {
  const t = await getTranslations({ locale, namespace: 'header' })
  const prices = await Promise.all(
    navHeaders.map((item) => {
      const product = productOfLink(item.link)
      return product ? fromPriceText(productInfo, product, locale) : undefined
    }),
  )
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <a
          className={styles.brand}
          href={localizedHref(locale, '/')}
          aria-label={t('home', { brand: brandName })}
        >
          <Icon name="brand-symbol" className={styles.mark} />
          <span>{brandName}</span>
        </a>
        {/* §9: below desktop width, the navigation and the region choice open from a menu button (one header row). */}
        <MenuDisclosure label={t('menu')}>
          {navHeaders.length > 0 ? (
            <nav aria-label={t('mainNavigation')} className={styles.nav}>
              <ul>
                {navHeaders.map((item, index) => (
                  <li key={item.id ?? item.link}>
                    <a href={linkHref(item.link, locale)}>
                      {item.label}
                      {prices[index] ? <span className={styles.price}>{prices[index]}</span> : null}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <LanguagePickerOpener locale={locale} source="header" className={styles.picker} />
        </MenuDisclosure>
      </div>
    </header>
  )
}
