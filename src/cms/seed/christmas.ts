// The seeded Christmas campaign of each market: the countdown on its home page and the top banner above it name the
// same last order date, the market's own from the commerce data (issue #30: the US page showed two deadlines).
import { marketOfLocale } from '@/data-api/markets'
import type { Locale } from '@/i18n/locales'

import { christmasLastOrderDate } from './commerce'

/** The next Christmas campaign of a market: its last order date, and the campaign's end on Christmas Eve. */
export function christmasCampaign(locale: Locale, now = new Date()) {
  const end = (year: number) => new Date(Date.UTC(year, 11, 24, 23, 0))
  const year = now < end(now.getUTCFullYear()) ? now.getUTCFullYear() : now.getUTCFullYear() + 1
  return { lastOrder: christmasLastOrderDate(marketOfLocale[locale], year), end: end(year) }
}

/** The banner's text with its `{date}` as the market's last order day, read in UTC like every delivery date. */
export function christmasBannerText(template: string, locale: Locale, now = new Date()): string {
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' })
  return template.replace('{date}', day.format(christmasCampaign(locale, now).lastOrder))
}
