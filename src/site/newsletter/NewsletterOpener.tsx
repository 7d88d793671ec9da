// The newsletter dialog's opener with its texts (§2 "Global dialogs"), placed in the footer.
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

import { NewsletterButton } from './NewsletterButton'

export async function NewsletterOpener({ locale, className }: { locale: Locale; className?: string }) {
  const t = await getTranslations({ locale, namespace: 'newsletter' })
  return (
    <NewsletterButton
      label={t('open')}
      className={className}
      locale={locale}
      texts={{
        title: t('title'),
        close: t('close'),
        intro: t('intro'),
        email: t('email'),
        emailInvalid: t('emailInvalid'),
        consent: t('consent'),
        consentRequired: t('consentRequired'),
        captchaPending: t('captchaPending'),
        submit: t('submit'),
        sending: t('sending'),
        success: t('success'),
        failed: t('failed'),
        captchaFailed: t('captchaFailed'),
        tooMany: t('tooMany'),
      }}
    />
  )
}
