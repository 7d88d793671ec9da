// §2 /404, the localized not-found page. The proxy serves it with status 404 for unknown paths: Next's own
// notFound() from a server component is not server-rendered (vercel/next.js#62228), this route is.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { isLocale } from '@/i18n/locales'
import { NotFoundView } from '@/site/not-found/NotFoundView'

export const revalidate = 3600

export function generateStaticParams() {
  return []
}

type Params = Promise<{ locale: string }>

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'notFound' })
  return { title: t('title'), robots: { index: false } }
}

export default async function NotFoundPage({ params }: { params: Params }) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  return <NotFoundView locale={locale} />
}
