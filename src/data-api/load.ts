import 'server-only'

// The process's commerce loader for the page wrapper (§2), configured by DATA_CACHE_SECONDS and DATA_TIMEOUT_MS.
import { siteConfig } from '@/config/site'

import { serverDataClient } from './server'
import { createCommerceLoader } from './siteData'

let loader: ReturnType<typeof createCommerceLoader> | undefined

export const loadCommerceData: ReturnType<typeof createCommerceLoader> = (locale) => {
  loader ??= createCommerceLoader({
    client: serverDataClient,
    cacheSeconds: siteConfig().dataApi.cacheSeconds,
  })
  return loader(locale)
}
