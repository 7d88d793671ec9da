'use client'
// §2 "Global dialogs": the countries the online payment provider supports, from the site-wide payment options
// (refreshed from the data API while the dialog is open, §3).
import { RefreshCommerceData } from '@/data-api/RefreshCommerceData'
import type { Locale } from '@/i18n/locales'

import { useDialogs } from '@/dialogs/DialogState'
import { SiteDialog } from '@/dialogs/SiteDialog'
import { useSiteData } from '@/shared-data/SiteDataProvider'
import { providerCountries } from './paymentCountries'
import styles from './PaymentCountries.module.css'

export type PaymentCountriesTexts = {
  title: string
  close: string
  intro: string
  introWithProvider: string
  none: string
}

export default function PaymentCountriesDialog({
  texts,
  locale,
  market,
}: {
  texts: PaymentCountriesTexts
  locale: Locale
  market: string
}) {
  const { close } = useDialogs()
  const { paymentOptions } = useSiteData()
  const { provider, countries } = providerCountries(paymentOptions, market, locale)
  return (
    <SiteDialog title={texts.title} closeLabel={texts.close} onClose={close}>
      <RefreshCommerceData locale={locale} />
      {countries.length ? (
        <>
          <p>{provider ? texts.introWithProvider.replace('{provider}', provider) : texts.intro}</p>
          <ul className={styles.countries}>
            {countries.map((country) => (
              <li key={country}>{country}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>{texts.none}</p>
      )}
    </SiteDialog>
  )
}
