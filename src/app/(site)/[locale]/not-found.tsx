// §2 /404: the localized not-found page from the CMS, with a built-in text when the CMS has none.
import { getLocale, getTranslations } from 'next-intl/server'

import { RenderBlocks } from '@/blocks/RenderBlocks'
import { findEntry } from '@/cms/content'
import { siteConfig } from '@/config/site'
import { defaultLocale, isLocale, localizedHref } from '@/i18n/locales'

export default async function NotFound() {
  const requested = await getLocale()
  const locale = isLocale(requested) ? requested : defaultLocale
  const lookup = await findEntry('pages', locale, '/404').catch(() => undefined)
  if (lookup?.kind === 'found' && lookup.entry.layout?.length) {
    return <RenderBlocks blocks={lookup.entry.layout} context={{ locale, model: 'page', createAppUrl: siteConfig().createAppUrl }} />
  }
  const t = await getTranslations({ locale, namespace: 'notFound' })
  return (
    <div style={{ maxWidth: 'var(--container-width)', marginInline: 'auto', paddingInline: 'var(--space-s)' }}>
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <p>
        <a href={localizedHref(locale, '/')}>{t('backHome')}</a>
      </p>
    </div>
  )
}
