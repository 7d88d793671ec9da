import { getTranslations } from 'next-intl/server'

import { RenderBlocks } from '@/blocks/RenderBlocks'
import { findEntry } from '@/cms/content'
import { siteConfig } from '@/config/site'
import { type Locale, localizedHref } from '@/i18n/locales'

/** §2 /404: the CMS's localized not-found page, or a built-in text when the CMS has none or is down. */
export async function NotFoundView({ locale }: { locale: Locale }) {
  const lookup = await findEntry('pages', locale, '/404').catch((error: unknown) => {
    console.error('[not-found] CMS unavailable, showing the built-in text', error)
    return undefined
  })
  if (lookup?.kind === 'found' && lookup.entry.layout?.length) {
    return (
      <RenderBlocks
        blocks={lookup.entry.layout}
        context={{ locale, model: 'page', createAppUrl: siteConfig().createAppUrl }}
      />
    )
  }
  const t = await getTranslations({ locale, namespace: 'notFound' })
  return (
    <div
      style={{ maxWidth: 'var(--container-width)', marginInline: 'auto', paddingInline: 'var(--space-s)' }}
    >
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <p>
        <a href={localizedHref(locale, '/')}>{t('backHome')}</a>
      </p>
    </div>
  )
}
