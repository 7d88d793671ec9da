'use client'

// §3: productInfo, paymentOptions and christmasDeliveryDates can each be replaced on the client. After mount this
// asks the data API (through the same-origin endpoint) for the market's current data and replaces the server's copy.
import { useEffect } from 'react'

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
    client
      .request(SiteDataDocument, { market, currency: currencyOfMarket[market] })
      .then((data) => {
        if (!current) return
        setProductInfo(data.productInfo)
        setPaymentOptions(data.paymentOptions)
        setChristmasDeliveryDates(data.christmasDeliveryDate)
      })
      // The server-rendered data stays when the refresh fails (§8: how data errors show is not specified).
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [client, locale, setProductInfo, setPaymentOptions, setChristmasDeliveryDates])
  return null
}
