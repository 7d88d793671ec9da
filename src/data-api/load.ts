import 'server-only'

// The process's commerce loader for the page wrapper (§2), configured by DATA_CACHE_SECONDS and DATA_TIMEOUT_MS.
import { siteConfig } from '@/config/site'
import type { Locale } from '@/i18n/locales'

import { dataApiOutageLog } from './outageLog'
import { keepPageOnlyFor } from './pageLifetime'
import { serverDataClient } from './server'
import { type CommerceData, type CommerceLoader, createCommerceLoader } from './siteData'

let loader: CommerceLoader | undefined

export async function loadCommerceData(locale: Locale): Promise<CommerceData> {
  loader ??= createCommerceLoader({
    client: serverDataClient,
    cacheSeconds: siteConfig().dataApi.cacheSeconds,
    log: dataApiOutageLog,
  })
  const data = await loader(locale)
  // §3 defaults (or stale data) during an outage: the page is re-rendered once the API is retried.
  if (loader.degraded(locale)) await keepPageOnlyFor(loader.retrySeconds)
  return data
}
