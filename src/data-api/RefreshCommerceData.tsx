'use client'

// §3: productInfo, paymentOptions and christmasDeliveryDates can each be replaced on the client. After mount this
// asks the data API (through the same-origin endpoint) for the market's current data and replaces the server's copy.
// The readers of that data render it (the prices section, the payment-countries dialog), not the page wrapper: a page
// that shows none of it sends no request and loads no GraphQL client.
import { startTransition, useEffect } from 'react'

import type { Locale } from '@/i18n/locales'
import { useSiteDataIfProvided } from '@/shared-data/SiteDataProvider'

import type { DataClient } from './port'
import { useDataClient } from './DataClientProvider'
import { currencyOfMarket, type Market, marketOfLocale } from './markets'
import { SiteDataDocument, type SiteDataQuery } from './operations'

/**
 * Not urgent (the server's copy is on the page): the request waits until the browser is idle, off the page's
 * start-up work (sending it parses the GraphQL document, tens of milliseconds on a slow phone). Safari has no idle
 * callback and gets a timer.
 */
const whenIdle = () =>
  new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2000 })
    else setTimeout(resolve, 200)
  })

/** Readers that mount while a refresh is pending share it (one request per market); a later one asks again. */
const pending = new Map<Market, Promise<SiteDataQuery>>()
function currentSiteData(client: DataClient, market: Market): Promise<SiteDataQuery> {
  let refresh = pending.get(market)
  if (!refresh) {
    refresh = whenIdle().then(() =>
      client.request(SiteDataDocument, { market, currency: currencyOfMarket[market] }),
    )
    pending.set(market, refresh)
    const settled = () => pending.delete(market)
    refresh.then(settled, settled)
  }
  return refresh
}

export function RefreshCommerceData({ locale }: { locale: Locale }) {
  const client = useDataClient()
  // Outside the page wrapper (a block rendered on its own) there is no site data to replace.
  const { setProductInfo, setPaymentOptions, setChristmasDeliveryDates } = useSiteDataIfProvided() ?? {}
  useEffect(() => {
    if (!client || !setProductInfo || !setPaymentOptions || !setChristmasDeliveryDates) return
    let current = true
    currentSiteData(client, marketOfLocale[locale])
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
    return () => {
      current = false
    }
  }, [client, locale, setProductInfo, setPaymentOptions, setChristmasDeliveryDates])
  return null
}
