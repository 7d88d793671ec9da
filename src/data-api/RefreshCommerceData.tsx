'use client'

// §3: productInfo, paymentOptions and christmasDeliveryDates can each be replaced on the client. After mount this
// asks the data API (through the same-origin endpoint) for the market's current data and replaces the server's copy.
import { startTransition, useEffect } from 'react'

import type { Locale } from '@/i18n/locales'
import { useSiteData } from '@/site/shared-data/SiteDataProvider'

import { useDataClient } from './DataClientProvider'
import { currencyOfMarket, marketOfLocale } from './markets'
import { SiteDataDocument } from './operations'

export function RefreshCommerceData({ locale }: { locale: Locale }) {
  const client = useDataClient()
  const { setProductInfo, setPaymentOptions, setChristmasDeliveryDates } = useSiteData()
  useEffect(() => {
    if (!client) return
    const market = marketOfLocale[locale]
    let current = true
    const refresh = () =>
      client
        .request(SiteDataDocument, { market, currency: currencyOfMarket[market] })
        .then((data) => {
          if (!current) return
          // A transition: the new value reaches every reader below the site-wide provider in slices that yield.
          startTransition(() => {
            setProductInfo(data.productInfo)
            setPaymentOptions(data.paymentOptions)
            setChristmasDeliveryDates(data.christmasDeliveryDate)
          })
        })
        // The server-rendered data stays when the refresh fails (§8: how data errors show is not specified).
        .catch(() => undefined)
    // Not urgent (the server's copy is on the page): it waits until the browser is idle, off the page's start-up
    // work (sending it parses the GraphQL document, tens of milliseconds on a slow phone). Safari has no idle
    // callback and gets a timer.
    const idle = 'requestIdleCallback' in window
    const handle = idle ? requestIdleCallback(refresh, { timeout: 2000 }) : window.setTimeout(refresh, 200)
    return () => {
      current = false
      if (idle) cancelIdleCallback(handle)
      else window.clearTimeout(handle)
    }
  }, [client, locale, setProductInfo, setPaymentOptions, setChristmasDeliveryDates])
  return null
}
