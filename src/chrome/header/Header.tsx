import { getTranslations } from 'next-intl/server'

import { Icon } from '@/design/icons/Icon'
import { type Locale, localizedHref } from '@/i18n/locales'

import { LanguagePickerOpener } from '@/site/language-picker/LanguagePickerOpener'
import { linkHref } from '@/shared-data/linkHref'
import type { NavHeader } from '@/shared-data/types'
import styles from './Header.module.css'
import { MenuDisclosure } from './MenuDisclosure'

/** The site header: brand home link and the main navigation from the navigation global (navHeaders). */
export async function Header({
  locale,
  brandName,
  navHeaders,
}: {
  locale: Locale
  brandName: string
  navHeaders: NavHeader[]
}) {
  const t = await getTranslations({ locale, namespace: 'header' })
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
        {/* §9: on a phone, the navigation and the region choice open from a menu button (one header row). */}
        <MenuDisclosure label={t('menu')}>
          {navHeaders.length > 0 ? (
            <nav aria-label={t('mainNavigation')} className={styles.nav}>
              <ul>
                {navHeaders.map((item) => (
                  <li key={item.id ?? item.link}>
                    <a href={linkHref(item.link, locale)}>{item.label}</a>
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
