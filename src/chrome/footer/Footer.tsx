import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { ConsentSettingsButton } from '@/services/consent/Consent'

import { GetTheAppOpener } from '@/site/get-the-app/GetTheAppOpener'
import { LanguagePickerOpener } from '@/site/language-picker/LanguagePickerOpener'
import { NewsletterOpener } from '@/site/newsletter/NewsletterOpener'
import { PaymentCountriesOpener } from '@/site/payment-countries/PaymentCountriesOpener'
import { StoriesOpener } from '@/site/stories-dialog/StoriesOpener'
import { linkHref } from '@/shared-data/linkHref'
import type { FooterData } from '@/shared-data/types'
import styles from './Footer.module.css'

/** The site footer from the footer global (footerData); renders only its frame when the data is missing. */
export async function Footer({ locale, footerData }: { locale: Locale; footerData: FooterData | null }) {
  const t = await getTranslations({ locale, namespace: 'footer' })
  const columns = footerData?.columns ?? []
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {columns.length > 0 ? (
          <nav aria-label={t('navigation')} className={styles.columns}>
            {columns.map((column) => (
              <div key={column.id ?? column.heading}>
                <h2 className={styles.heading}>{column.heading}</h2>
                <ul>
                  {(column.links ?? []).map((link) => (
                    <li key={link.id ?? link.link}>
                      <a href={linkHref(link.link, locale)}>{link.label}</a>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        ) : null}
        {footerData?.tagline ? <p className={styles.tagline}>{footerData.tagline}</p> : null}
        <p className={styles.settingsRow}>
          <LanguagePickerOpener locale={locale} source="footer" className={styles.settings} />
          <GetTheAppOpener locale={locale} className={styles.settings} />
          <NewsletterOpener locale={locale} className={styles.settings} />
          <StoriesOpener locale={locale} className={styles.settings} />
          <PaymentCountriesOpener locale={locale} className={styles.settings} />
          <ConsentSettingsButton label={t('cookieSettings')} className={styles.settings} />
        </p>
        {footerData?.copyright ? <p className={styles.copyright}>{footerData.copyright}</p> : null}
      </div>
    </footer>
  )
}
