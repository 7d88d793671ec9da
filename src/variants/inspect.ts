// The editors' inspector (issue #9): the router's decision for a URL, cookie header, user agent and moment, in words.
import { parseCookies } from '@/cookies/cookies'

import { chooseVariation } from './choose'
import { cookieNames, decideVariant, deviceClassOf, type VariantLookup, visitorKindOf } from './variants'

export interface InspectInput {
  url: string
  cookieHeader: string
  userAgent: string
  at: Date
  locales: { isLocale: (value: string) => boolean; defaultLocale: string }
}

export interface Inspection {
  summary: string
  cookies: string[]
}

export function inspectVariation(index: VariantLookup, input: InspectInput): Inspection {
  let url: URL
  try {
    url = new URL(input.url)
  } catch {
    return { summary: 'That is not a full URL (start it with https://).', cookies: [] }
  }
  const [, first = '', ...rest] = url.pathname.split('/')
  const prefixed = input.locales.isLocale(first)
  const locale = prefixed ? first : input.locales.defaultLocale
  const path = prefixed ? `/${rest.join('/')}` : url.pathname
  const cookies = parseCookies(input.cookieHeader)
  const request = {
    nextUrl: url,
    headers: new Headers({ 'user-agent': input.userAgent }),
    cookies: { getAll: () => Object.entries(cookies).map(([name, value]) => ({ name, value })) },
  }
  // A fixed draw, so the answer for a visitor without an A/B cookie names the first variation's chance honestly.
  const chosen = chooseVariation(index, request, locale, path, { now: input.at, random: () => 0 })
  if (!chosen)
    return {
      summary: `No variations for ${path} in ${locale}: everyone gets the entry as it is.`,
      cookies: [],
    }
  const found = index.variationsAt(locale, path)
  if (!found) return { summary: 'No variations.', cookies: chosen.cookies }
  const { entryKey, variations } = found
  const visitor = {
    locale,
    country: cookies.country,
    device: deviceClassOf(input.userAgent),
    kind: visitorKindOf(cookies),
    query: url.searchParams,
    cookies,
  }
  const decision = decideVariant(entryKey, variations, visitor, input.at, () => 0)
  const who = `a ${visitor.kind} ${visitor.device} visitor${visitor.country ? ` from ${visitor.country}` : ''}`
  switch (decision.kind) {
    case 'personalisation':
      return {
        summary: `Personalisation variant “${decision.variant.name}” for ${who}.`,
        cookies: chosen.cookies,
      }
    case 'abTest': {
      if (!decision.assigned) {
        const name = decision.variation?.name ?? 'the original'
        return {
          summary: `A/B test: kept on “${name}” by the ${cookieNames.abTest(entryKey)} cookie.`,
          cookies: chosen.cookies,
        }
      }
      const shares = variations.abTest.map((variation) => `“${variation.name}” ${variation.share} %`)
      const rest = 100 - variations.abTest.reduce((sum, variation) => sum + variation.share, 0)
      return {
        summary: `A/B test: ${who} without a test cookie is assigned by chance — ${[...shares, `the original ${rest} %`].join(', ')}.`,
        cookies: chosen.cookies.filter((cookie) => !cookie.startsWith(cookieNames.abTest(entryKey))),
      }
    }
    case 'original':
      return {
        summary: `The original: no personalisation variant matches ${who} now, and no test runs.`,
        cookies: chosen.cookies,
      }
  }
}
