// The stories dialog's opener with its texts (§2 "Global dialogs"), placed in the footer.
import { getTranslations } from 'next-intl/server'

import { storiesPath } from '@/i18n/canonical'
import { type Locale, localizedHref } from '@/i18n/locales'

import { latestStoriesPath } from '@/cms/latestStoriesPath'
import { StoriesButton } from './StoriesButton'

export async function StoriesOpener({ locale, className }: { locale: Locale; className?: string }) {
  const t = await getTranslations({ locale, namespace: 'storiesDialog' })
  return (
    <StoriesButton
      label={t('open')}
      className={className}
      locale={locale}
      source={latestStoriesPath(locale)}
      allHref={localizedHref(locale, storiesPath)}
      texts={{
        title: t('title'),
        close: t('close'),
        loading: t('loading'),
        failed: t('failed'),
        all: t('all'),
      }}
    />
  )
}
