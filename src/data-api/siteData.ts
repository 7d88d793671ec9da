// The page wrapper's commerce props (§2, §3) from the data API: cached per market for DATA_CACHE_SECONDS and
// refreshed in the background; when the API is down or slow the §3 defaults are used and the failure logged once.
import type { Locale } from '@/i18n/locales'

import type { DataClient } from './client'
import { currencyOfMarket, type Market, marketOfLocale } from './markets'
import { SiteDataDocument, type SiteDataQuery } from './operations'

export interface CommerceData {
  initialProductInfo: SiteDataQuery['productInfo']
  initialPaymentOptions: SiteDataQuery['paymentOptions']
  initialChristmasDeliveryDates: SiteDataQuery['christmasDeliveryDate']
}

/** §3 defaults: lists empty, christmasDeliveryDates null. */
export const commerceDefaults: CommerceData = {
  initialProductInfo: [],
  initialPaymentOptions: [],
  initialChristmasDeliveryDates: null,
}

export interface CommerceLoaderOptions {
  client: () => DataClient
  cacheSeconds: number
  /** After a failure, the defaults are served this long before the API is tried again. */
  retrySeconds?: number
  now?: () => number
  log?: Pick<Console, 'error' | 'info'>
}

interface Entry {
  value: CommerceData
  expires: number
}

export function createCommerceLoader(options: CommerceLoaderOptions) {
  const now = options.now ?? Date.now
  const log = options.log ?? console
  const retryMs = (options.retrySeconds ?? Math.min(options.cacheSeconds, 30)) * 1000
  const cache = new Map<Market, Entry>()
  const inFlight = new Map<Market, Promise<CommerceData>>()
  let down = false

  async function fetchMarket(market: Market, stale: Entry | undefined): Promise<CommerceData> {
    try {
      const data = await options
        .client()
        .request(SiteDataDocument, { market, currency: currencyOfMarket[market] })
      const value: CommerceData = {
        initialProductInfo: data.productInfo,
        initialPaymentOptions: data.paymentOptions,
        initialChristmasDeliveryDates: data.christmasDeliveryDate,
      }
      cache.set(market, { value, expires: now() + options.cacheSeconds * 1000 })
      if (down) log.info('[data-api] available again')
      down = false
      return value
    } catch (error) {
      // Logged once per outage, not per request.
      if (!down) log.error('[data-api] unavailable, pages use the §3 defaults until it answers', error)
      down = true
      const value = stale?.value ?? commerceDefaults
      cache.set(market, { value, expires: now() + retryMs })
      return value
    } finally {
      inFlight.delete(market)
    }
  }

  return async function loadCommerceData(locale: Locale): Promise<CommerceData> {
    const market = marketOfLocale[locale]
    const cached = cache.get(market)
    if (cached && cached.expires > now()) return cached.value
    let pending = inFlight.get(market)
    if (!pending) {
      pending = fetchMarket(market, cached)
      inFlight.set(market, pending)
    }
    // Stale while revalidating: a page never waits when it has something to show.
    return cached ? cached.value : pending
  }
}
