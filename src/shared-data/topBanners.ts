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

/** When the set of shown banners next changes: the nearest start or end after now (issue #24 item 17). */
export function nextTopBannerChange(banners: TopBannerEntry[], now: Date): Date | undefined {
  const edges = banners
    .flatMap((banner) => [banner.startDate, banner.endDate])
    .map((date) => (date ? Date.parse(date) : NaN))
    .filter((time) => time > now.getTime())
  return edges.length ? new Date(Math.min(...edges)) : undefined
}

/**
 * Seconds a page may keep the banners it shows: until the next change, never past it. Over a minute it is floored
 * to whole minutes, so pages re-rendered on the way share a few lifetimes (each is one cache marker) and the last
 * one ends on the edge to the second.
 */
export function topBannersLifetime(banners: TopBannerEntry[], now: Date): number | undefined {
  const change = nextTopBannerChange(banners, now)
  if (!change) return undefined
  const seconds = Math.max(1, Math.ceil((change.getTime() - now.getTime()) / 1000))
  return seconds > 60 ? Math.floor(seconds / 60) * 60 : seconds
}
