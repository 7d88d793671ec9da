// The router's part of issue #9: from the request (URL, cookies, user agent) to the variation's route path and the
// cookies that keep the choice (A/B for 30 days; the 30-minute session and the returning-visitor mark).
import { serializeCookie } from '@/cookies/cookies'

import { variantRoutePath, variationParam } from './routing'
import {
  abTestCookieMaxAgeSeconds,
  cookieNames,
  decideVariant,
  deviceClassOf,
  originalVariation,
  sessionCookieMaxAgeSeconds,
  type VariantLookup,
  type Visitor,
  visitorCookieMaxAgeSeconds,
  visitorKindOf,
} from './variants'

export interface VariationRequest {
  nextUrl: URL
  headers: Headers
  cookies: { getAll(): { name: string; value: string }[] }
}

export interface ChosenVariation {
  /** Where to rewrite; undefined when the visitor gets the plain original (no test, no matching variant). */
  rewritePath: string | undefined
  cookies: string[]
}

/** The variation to serve for a (locale, path), or undefined for an entry without variations. */
export function chooseVariation(
  index: VariantLookup,
  request: VariationRequest,
  locale: string,
  path: string,
  { now = new Date(), random = Math.random }: { now?: Date; random?: () => number } = {},
): ChosenVariation | undefined {
  const found = index.variationsAt(locale, path)
  if (!found) return undefined
  const { entryKey, variations } = found
  const normalised = path.length > 1 ? decodeURI(path.replace(/\/+$/, '')) : path
  const cookies = Object.fromEntries(request.cookies.getAll().map(({ name, value }) => [name, value]))
  const visitor: Visitor = {
    locale,
    country: cookies.country,
    device: deviceClassOf(request.headers.get('user-agent')),
    kind: visitorKindOf(cookies),
    query: request.nextUrl.searchParams,
    cookies,
  }
  const decision = decideVariant(entryKey, variations, visitor, now, random)
  const secure = request.nextUrl.protocol === 'https:'
  // §9: the session lasts 30 minutes from the last request; a browser seen before makes later sessions returning.
  const set = [
    serializeCookie(cookieNames.session, visitor.kind, { secure, maxAge: sessionCookieMaxAgeSeconds }),
    serializeCookie(cookieNames.visitor, '1', { secure, maxAge: visitorCookieMaxAgeSeconds }),
  ]
  if (decision.kind === 'abTest' && decision.assigned) {
    const value = decision.variation?.id ?? originalVariation
    set.push(
      serializeCookie(cookieNames.abTest(entryKey), value, { secure, maxAge: abTestCookieMaxAgeSeconds }),
    )
  }
  const variation =
    decision.kind === 'personalisation'
      ? variationParam(decision.variant.id, decision.variant.updatedAt)
      : decision.kind === 'abTest'
        ? decision.variation
          ? variationParam(decision.variation.id, decision.variation.updatedAt)
          : variationParam(originalVariation, variations.updatedAt)
        : undefined
  // No personalisation matched and no test runs: the plain original, but the session still counts.
  return { rewritePath: variation && variantRoutePath(locale, variation, normalised), cookies: set }
}
