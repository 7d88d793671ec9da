import { getTranslations } from 'next-intl/server'

import { type Locale, localizedHref } from '@/i18n/locales'

import { linkHref } from '../shared-data/linkHref'
import type { NavHeader } from '../shared-data/types'
import styles from './Header.module.css'

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
          <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
            <rect x="3" y="5" width="26" height="22" rx="3" fill="var(--colour-brandYellow)" />
            <path
              d="M16 8v16M16 8c-3-2-7-2-10 0v16c3-2 7-2 10 0 3-2 7-2 10 0V8c-3-2-7-2-10 0"
              fill="none"
              stroke="var(--colour-almostBlack)"
              strokeWidth="2"
              strokeLinejoin="round"
            />
          </svg>
          <span>{brandName}</span>
        </a>
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
      </div>
    </header>
  )
}
