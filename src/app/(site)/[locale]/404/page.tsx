// §2 /404, the localized not-found page. The router serves it with status 404 for unknown paths: Next's own
// notFound() from a server component is not server-rendered (vercel/next.js#62228), this route is.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { siteConfig } from '@/config/site'
import { isLocale } from '@/i18n/locales'
import { notFoundPageMeta } from '@/services/error-reporting/filter'
import { NotFoundView } from '@/renderers/not-found/NotFoundView'

export const revalidate = 3600

export function generateStaticParams() {
  return []
}

type Params = Promise<{ locale: string }>

// Next answers a 404 with the metadata of its not-found tree, not this page's, so the title is rendered here
// (React places it in <head>); Next adds robots noindex to every 404 itself.
export const metadata: Metadata = { robots: { index: false } }

export default async function NotFoundPage({ params }: { params: Params }) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'notFound' })
  return (
    <>
      <title>{`${t('title')} · ${siteConfig().brandName}`}</title>
      {/* §2: the browser names this page's pageload by the unknown URL; this tells the tracer it is the 404. */}
      <meta {...notFoundPageMeta} />
      <NotFoundView locale={locale} />
    </>
  )
}
