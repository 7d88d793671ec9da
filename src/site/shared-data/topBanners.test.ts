import { describe, expect, it } from 'vitest'

import { activeTopBanners } from './topBanners'

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
