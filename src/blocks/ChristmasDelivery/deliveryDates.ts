import 'server-only'

// The data API's Christmas last order dates of every country (§7), for the ChristmasDelivery block's default.
// Cached like the page wrapper's commerce data (DATA_CACHE_SECONDS); null while the API is down.
import { siteConfig } from '@/config/site'
import { ChristmasDeliveryDatesDocument } from '@/data-api/operations'
import { dataApiOutageLog } from '@/data-api/outageLog'
import { keepPageOnlyFor } from '@/data-api/pageLifetime'
import { serverDataClient } from '@/data-api/server'

export interface DeliveryDate {
  country: string
  lastOrderDate: string
}

let cached: { value: DeliveryDate[] | null; expires: number } | undefined
let down = false

export async function christmasDeliveryDates(now = Date.now()): Promise<DeliveryDate[] | null> {
  if (cached && cached.expires > now) return down ? outage(cached.value) : cached.value
  let cacheSeconds = 300
  try {
    cacheSeconds = siteConfig().dataApi.cacheSeconds
    const { christmasDeliveryDates: dates } = await serverDataClient().request(ChristmasDeliveryDatesDocument)
    cached = { value: dates, expires: now + cacheSeconds * 1000 }
    if (down) dataApiOutageLog.info('[data-api] available again')
    down = false
  } catch (error) {
    // Retried after 30 s at most; one line per outage for the whole process (shared with the page wrapper's loader).
    dataApiOutageLog.error('[data-api] unavailable, pages use the §3 defaults until it answers', error)
    down = true
    cached = { value: cached?.value ?? null, expires: now + Math.min(cacheSeconds, 30) * 1000 }
  }
  return down ? outage(cached.value) : cached.value
}

/** While the API is down, the page showing the block is re-rendered when the API is retried (§3 defaults). */
async function outage(value: DeliveryDate[] | null): Promise<DeliveryDate[] | null> {
  await keepPageOnlyFor(Math.min(siteConfig().dataApi.cacheSeconds, 30))
  return value
}
