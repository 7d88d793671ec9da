// Issue #30: a page never shows two Christmas deadlines for one market: the seeded top banner names the day its
// countdown (and the data API's ChristmasDelivery dates) count to, in every locale.
import { describe, expect, it } from 'vitest'

import { marketOfLocale } from '@/data-api/markets'
import { routingLocales } from '@/i18n/locales'

import { christmasBannerText, christmasCampaign } from './christmas'
import { christmasLastOrderDate } from './commerce'
import { chromeCopy } from './copy'

const now = new Date(Date.UTC(2026, 10, 25))

describe('the seeded Christmas top banner', () => {
  it.each(routingLocales)('names %s’s own last order day, the countdown’s', (locale) => {
    const { lastOrder } = christmasCampaign(locale, now)
    expect(lastOrder).toEqual(christmasLastOrderDate(marketOfLocale[locale], 2026))
    const text = christmasBannerText(chromeCopy[locale].topBanner.text, locale, now)
    const day = lastOrder.getUTCDate()
    expect(text).not.toContain('{date}')
    // The one day of the month in the text is the market's.
    expect(text.match(/\d+/g)).toEqual([String(day)])
  })

  it('gives the markets their own days (the US ten, Britain sixteen)', () => {
    expect(christmasBannerText(chromeCopy['en-us'].topBanner.text, 'en-us', now)).toBe(
      'Order by December 10 for delivery before Christmas.',
    )
    expect(christmasBannerText(chromeCopy['en-gb'].topBanner.text, 'en-gb', now)).toBe(
      'Order by 16 December for delivery before Christmas.',
    )
  })
})
