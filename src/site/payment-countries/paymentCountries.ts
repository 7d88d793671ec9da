// §2 "Global dialogs": the countries an online payment provider supports, from the data API's payment options
// (§3 paymentOptions, seeded from initialPaymentOptions), named in the visitor's language.
import type { PaymentOption } from '@/shared-data/types'

export interface ProviderCountries {
  provider: string | null
  countries: string[]
}

/** The market's payment option (else the first with a provider), its countries named and sorted for the reader. */
export function providerCountries(
  options: readonly PaymentOption[],
  market: string,
  locale: string,
): ProviderCountries {
  const option =
    options.find((candidate) => candidate.country === market && candidate.providerCountries.length) ??
    options.find((candidate) => candidate.providerCountries.length)
  if (!option) return { provider: null, countries: [] }
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' })
  const countries = [...new Set(option.providerCountries.map((code) => code.toUpperCase()))]
    .map((code) => {
      try {
        return names.of(code) ?? code
      } catch {
        return code
      }
    })
    .sort((a, b) => a.localeCompare(b, locale))
  return { provider: option.provider ?? null, countries }
}
