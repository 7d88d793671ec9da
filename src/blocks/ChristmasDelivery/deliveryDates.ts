import 'server-only'

// The data API's Christmas last order dates of every country (§7), for the ChristmasDelivery block's default.
// Cached like the page wrapper's commerce data (DATA_CACHE_SECONDS); null while the API is down.
import { siteConfig } from '@/config/site'
import { ChristmasDeliveryDatesDocument } from '@/data-api/operations'
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
    down = false
  } catch (error) {
    // Logged once per outage; retried after 30 s at most.
    if (!down) console.error('[ChristmasDelivery] data API unavailable, no default dates', error)
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
