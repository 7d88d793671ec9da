// The payment-countries dialog's list: the market's provider countries, named in the reader's language, sorted.
import { describe, expect, it } from 'vitest'

import { providerCountries } from './paymentCountries'

const options = [
  {
    country: 'SE',
    methods: ['card', 'invoice'],
    provider: 'Klarna',
    providerCountries: ['se', 'NO', 'DK', 'FI', 'SE'],
  },
  { country: 'GB', methods: ['card'], provider: null, providerCountries: [] },
  { country: 'DE', methods: ['card'], provider: 'PayPal', providerCountries: ['DE', 'AT'] },
]

describe('providerCountries', () => {
  it('names the market provider’s countries in the visitor’s language, once each, sorted', () => {
    expect(providerCountries(options, 'SE', 'sv-se')).toEqual({
      provider: 'Klarna',
      countries: ['Danmark', 'Finland', 'Norge', 'Sverige'],
    })
    expect(providerCountries(options, 'DE', 'de-de').countries).toEqual(['Deutschland', 'Österreich'])
  })
  it('falls back to a market that has a provider, and to nothing without options', () => {
    expect(providerCountries(options, 'GB', 'en-gb').provider).toBe('Klarna')
    expect(providerCountries([], 'GB', 'en-gb')).toEqual({ provider: null, countries: [] })
  })
})
