import { describe, expect, it } from 'vitest'

import { activeTopBanners, nextTopBannerChange, topBannersLifetime } from './topBanners'

const now = new Date('2026-12-01T12:00:00Z')

describe('activeTopBanners', () => {
  it('shows banners without dates, and those whose window holds now (start inclusive, end exclusive)', () => {
    const banners = [
      { id: 'open', text: 'open' },
      { id: 'inside', text: 'inside', startDate: '2026-11-01T00:00:00Z', endDate: '2026-12-24T00:00:00Z' },
      { id: 'starts-now', text: 'starts now', startDate: now.toISOString() },
      { id: 'ends-now', text: 'ends now', endDate: now.toISOString() },
      { id: 'future', text: 'future', startDate: '2026-12-02T00:00:00Z' },
      { id: 'past', text: 'past', endDate: '2026-11-30T00:00:00Z' },
    ]
    expect(activeTopBanners(banners, now).map((banner) => banner.id)).toEqual([
      'open',
      'inside',
      'starts-now',
    ])
  })
})

describe('topBannersLifetime (issue #24 item 17: window edges show within seconds, not after the page hour)', () => {
  const banners = [
    { id: 'open', text: 'open' },
    { id: 'ending', text: 'ending', endDate: '2026-12-01T12:00:30Z' },
    { id: 'later', text: 'later', startDate: '2026-12-01T14:10:00Z' },
    { id: 'past', text: 'past', endDate: '2026-11-30T00:00:00Z' },
  ]

  it('keeps a page until the nearest start or end after now, and no longer', () => {
    expect(nextTopBannerChange(banners, now)?.toISOString()).toBe('2026-12-01T12:00:30.000Z')
    expect(topBannersLifetime(banners, now)).toBe(30)
    const afterEnd = new Date('2026-12-01T12:00:30Z')
    // Over a minute: whole minutes, never past the edge (2 h 9 min 30 s → 2 h 9 min).
    expect(topBannersLifetime(banners, afterEnd)).toBe(129 * 60)
    expect(topBannersLifetime(banners, new Date('2026-12-01T14:09:59.500Z'))).toBe(1)
  })

  it('sets no lifetime when no window edge lies ahead', () => {
    expect(topBannersLifetime([{ id: 'open', text: 'open' }, banners[3]!], now)).toBeUndefined()
  })
})
