// The markets of the 12 routing locales (§2) and their currencies: the data API's prices and options are per market.
import type { Locale } from '@/i18n/locales'

export const currencies = ['GBP', 'EUR', 'SEK', 'DKK', 'NOK', 'USD', 'AUD', 'CAD'] as const
export type Currency = (typeof currencies)[number]

/** A market is an ISO 3166-1 country code. */
export const marketOfLocale = {
  'da-dk': 'DK',
  'de-de': 'DE',
  'en-au': 'AU',
  'en-gb': 'GB',
  'en-us': 'US',
  'en-ca': 'CA',
  'es-es': 'ES',
  'fr-fr': 'FR',
  'it-it': 'IT',
  'nl-nl': 'NL',
  'nb-no': 'NO',
  'sv-se': 'SE',
} as const satisfies Record<Locale, string>

export type Market = (typeof marketOfLocale)[Locale]

export const markets = Object.values(marketOfLocale) as Market[]

export const currencyOfMarket: Record<Market, Currency> = {
  DK: 'DKK',
  DE: 'EUR',
  AU: 'AUD',
  GB: 'GBP',
  US: 'USD',
  CA: 'CAD',
  ES: 'EUR',
  FR: 'EUR',
  IT: 'EUR',
  NL: 'EUR',
  NO: 'NOK',
  SE: 'SEK',
}

export const marketOptions = markets.map((market) => ({ label: market, value: market }))
