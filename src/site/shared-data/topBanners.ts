import type { TopBannerEntry } from './types'

/** A banner shows from its startDate (inclusive) until its endDate (exclusive); no date means open-ended. */
export function activeTopBanners(banners: TopBannerEntry[], now: Date): TopBannerEntry[] {
  const time = now.getTime()
  return banners.filter((banner) => {
    const starts = banner.startDate ? Date.parse(banner.startDate) : -Infinity
    const ends = banner.endDate ? Date.parse(banner.endDate) : Infinity
    return starts <= time && time < ends
  })
}
