// The picker's opener as the header and footer use it: the current region, named in its own language (§4).
import { getTranslations } from 'next-intl/server'

import { siteConfig } from '@/config/site'
import { type Locale, localeLabels } from '@/i18n/locales'

import { LanguagePickerButton } from './LanguagePickerButton'
import type { PickerSource } from './picker'

export async function LanguagePickerOpener({
  locale,
  source,
  className,
}: {
  locale: Locale
  source: PickerSource
  className?: string
}) {
  const t = await getTranslations({ locale, namespace: 'languagePicker' })
  const current = localeLabels[locale]
  return (
    <LanguagePickerButton
      source={source}
      label={current}
      ariaLabel={t('open', { current })}
      texts={{ title: t('title'), close: t('close'), current: t('current') }}
      className={className}
      locale={locale}
      productDomain={siteConfig().productDomain}
    />
  )
}
