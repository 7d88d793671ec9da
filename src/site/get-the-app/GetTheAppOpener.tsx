// The get-the-app opener with its texts and the configured links (§2, §9 app-download link).
import { getTranslations } from 'next-intl/server'

import { siteConfig } from '@/config/site'
import type { Locale } from '@/i18n/locales'

import { GetTheAppButton } from './GetTheAppButton'

export async function GetTheAppOpener({
  locale,
  className,
  openedFromProductPage = false,
}: {
  locale: Locale
  className?: string
  /** §2: the opener on a product page sets the dialog's "opened from a product page" flag. */
  openedFromProductPage?: boolean
}) {
  const t = await getTranslations({ locale, namespace: 'getTheApp' })
  const { appDownloadUrl, appStoreUrl, playStoreUrl } = siteConfig()
  return (
    <GetTheAppButton
      label={t('open')}
      className={className}
      openedFromProductPage={openedFromProductPage}
      links={{ appDownloadUrl, appStoreUrl, playStoreUrl }}
      texts={{
        title: t('title'),
        text: t('text'),
        fromProduct: t('fromProduct'),
        appStore: t('appStore'),
        googlePlay: t('googlePlay'),
        scan: t('scan'),
        close: t('close'),
      }}
    />
  )
}
