// §2 page wrapper: every page gets the six site-wide props, the header, top banners and footer.
import '../globals.css'

import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { type ReactNode, Suspense } from 'react'
import { preload } from 'react-dom'

import { siteConfig } from '@/config/site'
import { DataClientProvider } from '@/data-api/DataClientProvider'
import { tokenCustomProperties } from '@/design/tokens'
import { bcp47, isLocale, languageOf } from '@/i18n/locales'
import { TagManager } from '@/services/analytics/TagManager'
import { Chat } from '@/services/chat/Chat'
import { Consent, type ConsentSettings } from '@/services/consent/Consent'
import { DialogState } from '@/dialogs/DialogState'
import { OutboundLinks } from '@/site/outbound-links/OutboundLinks'
import { ReleaseCheck } from '@/site/release-check/ReleaseCheck'
import { RouteTracking } from '@/site/route-tracking/RouteTracking'
import type { ConsentTexts } from '@/services/consent/port'
import { fontVariables } from '@/chrome/fonts'
import { aboveTheFoldFonts } from '@/chrome/fonts/preload'
import { Footer } from '@/chrome/footer/Footer'
import { Header } from '@/chrome/header/Header'
import { loadSiteWideProps } from '@/shared-data/load'
import { SiteDataProvider } from '@/shared-data/SiteDataProvider'
import { TopBanners } from '@/chrome/top-banners/TopBanners'

const tokenCss = tokenCustomProperties()

// No generateStaticParams here: with one, every locale's /404 would be built ahead from the build machine's
// database; rendered on first request, a page shows the content of the database the server runs on.

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode
  params: Promise<{ locale: string }>
}) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  for (const href of aboveTheFoldFonts()) preload(href, { as: 'font', type: 'font/woff2', crossOrigin: '' })
  const [props, t] = await Promise.all([loadSiteWideProps(locale), getTranslations({ locale })])
  const { brandName, brandId, productDomain, previewHosts, providers, careersHost, appDownloadUrl } =
    siteConfig()
  const consent: ConsentSettings = {
    brandId,
    productDomain,
    previewHosts,
    language: languageOf(locale),
    texts: t.raw('consent') as ConsentTexts,
    providerId: providers.consentId,
  }
  return (
    <html lang={bcp47(locale)} className={fontVariables}>
      <head>
        <style>{tokenCss}</style>
      </head>
      <body>
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        <Consent settings={consent}>
          <DialogState>
            <SiteDataProvider value={props}>
              {/* §4 data client: a placeholder on the server, the same-origin client after mount (§3 refresh). */}
              <DataClientProvider>
                <TopBanners locale={locale} topBanners={props.topBanners} />
                <Header
                  locale={locale}
                  brandName={brandName}
                  navHeaders={props.navHeaders}
                  productInfo={props.initialProductInfo}
                />
                <main id="main" tabIndex={-1}>
                  {children}
                </main>
                <Footer locale={locale} footerData={props.footerData} />
              </DataClientProvider>
            </SiteDataProvider>
          </DialogState>
          {providers.tagManagerId ? <TagManager containerId={providers.tagManagerId} /> : null}
          {providers.chatAppId ? <Chat appId={providers.chatAppId} locale={locale} /> : null}
        </Consent>
        <ReleaseCheck />
        {/* Client-only: they read the search params, which a static page only has in the browser. */}
        <Suspense fallback={null}>
          <OutboundLinks
            productDomain={productDomain}
            careersHost={careersHost}
            appDownloadUrl={appDownloadUrl}
          />
          <RouteTracking />
        </Suspense>
      </body>
    </html>
  )
}
