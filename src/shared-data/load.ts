import 'server-only'

// Loads the page wrapper's six props; any source that fails leaves its §3 default and the page still renders.
import { payloadClient } from '@/cms/content'
import { loadCommerceData } from '@/data-api/load'
import { keepPageOnlyFor } from '@/data-api/pageLifetime'
import { defaultLocale, type Locale } from '@/i18n/locales'
import { onRevalidationApplied, wrapperTag } from '@/server/revalidations.mjs'

import { activeTopBanners, topBannersLifetime } from './topBanners'
import { type SiteWideProps, siteWideDefaults } from './types'

async function settle<T>(source: string, load: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await load()
  } catch (error) {
    console.error(`[site-data] ${source} unavailable, using its default`, error)
    return fallback
  }
}

type GlobalSlug = 'navigation' | 'top-banners' | 'footer'

/**
 * Issue #34: the globals of each locale, read once and kept until one of them is published (here or on another
 * instance: the page wrapper's revalidation) or Redis was away; every page of a locale shows the same three.
 */
const globals = new Map<string, Promise<unknown>>()
onRevalidationApplied(({ tags, origin }) => {
  if (origin === 'catch-up' || tags.includes(wrapperTag)) globals.clear()
})

function readGlobal<S extends GlobalSlug>(slug: S, locale: Locale) {
  const key = `${slug} ${locale}`
  const read = async () =>
    (await payloadClient()).findGlobal({ slug, locale, fallbackLocale: defaultLocale, depth: 0 })
  let kept = globals.get(key) as ReturnType<typeof read> | undefined
  if (!kept) {
    kept = read()
    globals.set(key, kept)
    // A failed read is tried again by the next page, not kept.
    kept.catch(() => globals.get(key) === kept && globals.delete(key))
  }
  return kept
}

export async function loadSiteWideProps(locale: Locale, now = new Date()): Promise<SiteWideProps> {
  const global = <S extends GlobalSlug>(slug: S) => readGlobal(slug, locale)

  const [navHeaders, topBanners, footerData, commerce] = await Promise.all([
    settle(
      'navigation',
      async () => (await global('navigation')).navHeaders ?? [],
      siteWideDefaults.navHeaders,
    ),
    settle(
      'top-banners',
      async () => {
        const all = (await global('top-banners')).topBanners ?? []
        // Issue #24 item 17: the cached page ends where a banner's window does (start or end), to the second.
        const lifetime = topBannersLifetime(all, now)
        if (lifetime !== undefined && lifetime < 3600) await keepPageOnlyFor(lifetime) // under the pages' hour
        return activeTopBanners(all, now)
      },
      siteWideDefaults.topBanners,
    ),
    settle(
      'footer',
      async () => {
        const { columns, tagline, copyright } = await global('footer')
        return { columns, tagline, copyright }
      },
      siteWideDefaults.footerData,
    ),
    // §7 data API: cached per market, the §3 defaults (logged once) while it is down or slow.
    loadCommerceData(locale),
  ])
  return { ...siteWideDefaults, navHeaders, topBanners, footerData, ...commerce }
}
