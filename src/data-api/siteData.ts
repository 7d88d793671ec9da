// The page wrapper's commerce props (§2, §3) from the data API: cached per market for DATA_CACHE_SECONDS and
// refreshed in the background; when the API is down or slow the §3 defaults are used and the failure logged once.
// A render after the retry interval waits for the retry, so the page re-rendered after an outage has the data.
import type { Locale } from '@/i18n/locales'

import type { DataClient } from './port'
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
  /** The last call failed: the value is the stale data or the §3 defaults. */
  failed: boolean
}

export interface CommerceLoader {
  (locale: Locale): Promise<CommerceData>
  /** Whether the locale's market is served from a failed call (§3 defaults or stale data) right now. */
  degraded(locale: Locale): boolean
  readonly retrySeconds: number
}

export function createCommerceLoader(options: CommerceLoaderOptions): CommerceLoader {
  const now = options.now ?? Date.now
  const log = options.log ?? console
  const retrySeconds = options.retrySeconds ?? Math.min(options.cacheSeconds, 30)
  const retryMs = retrySeconds * 1000
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
      cache.set(market, { value, expires: now() + options.cacheSeconds * 1000, failed: false })
      if (down) log.info('[data-api] available again')
      down = false
      return value
    } catch (error) {
      // Logged once per outage, not per request.
      if (!down) log.error('[data-api] unavailable, pages use the §3 defaults until it answers', error)
      down = true
      const value = stale?.value ?? commerceDefaults
      cache.set(market, { value, expires: now() + retryMs, failed: true })
      return value
    } finally {
      inFlight.delete(market)
    }
  }

  async function loadCommerceData(locale: Locale): Promise<CommerceData> {
    const market = marketOfLocale[locale]
    const cached = cache.get(market)
    if (cached && cached.expires > now()) return cached.value
    let pending = inFlight.get(market)
    if (!pending) {
      pending = fetchMarket(market, cached)
      inFlight.set(market, pending)
    }
    // Stale while revalidating good data: a page never waits when it has that to show. After a failure the retry
    // is awaited (bounded by DATA_TIMEOUT_MS), or a page re-rendered once the API is back would keep the defaults.
    return cached && !cached.failed ? cached.value : pending
  }
  return Object.assign(loadCommerceData, {
    degraded: (locale: Locale) => cache.get(marketOfLocale[locale])?.failed ?? false,
    retrySeconds,
  })
}
