// The payment-countries dialog's opener with its texts, for the footer and any block that mentions online payment.
import { getTranslations } from 'next-intl/server'

import { marketOfLocale } from '@/data-api/markets'
import type { Locale } from '@/i18n/locales'

import { PaymentCountriesButton } from './PaymentCountriesButton'

export async function PaymentCountriesOpener({ locale, className }: { locale: Locale; className?: string }) {
  const t = await getTranslations({ locale, namespace: 'paymentCountries' })
  return (
    <PaymentCountriesButton
      label={t('open')}
      className={className}
      locale={locale}
      market={marketOfLocale[locale]}
      texts={{
        title: t('title'),
        close: t('close'),
        intro: t('intro'),
        // The provider's name is filled in by the dialog from the data API.
        introWithProvider: t.raw('introWithProvider') as string,
        none: t('none'),
      }}
    />
  )
}
