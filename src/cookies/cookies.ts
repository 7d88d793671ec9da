// §3 "Preference cookies", §5 and §9 "Cookies and storage": which cookies are written, where, and how.
import { parseCookie, stringifySetCookie } from 'cookie'

import { isSameOrSubdomain, tryDecode } from '@/lib/uri'

export const COOKIE_MAX_AGE_SECONDS = 31_536_000 // §9: one year

/** The consent cookies of §3, named after the brand: {brand}_necessary, {brand}_analytical, {brand}_marketing. */
export function consentCookieNames(brandId: string) {
  return {
    necessary: `${brandId}_necessary`,
    analytical: `${brandId}_analytical`,
    marketing: `${brandId}_marketing`,
  } as const
}

export type CookieHosts = { productDomain: string; previewHosts: readonly string[] }

/** §5: consent cookies only on the product's domain, its subdomains, localhost or a preview-hosting domain. */
export function mayWriteConsentCookies(
  hostname: string,
  { productDomain, previewHosts }: CookieHosts,
): boolean {
  const host = hostname.toLowerCase()
  return (
    host === 'localhost' ||
    isSameOrSubdomain(host, productDomain.toLowerCase()) ||
    previewHosts.some((preview) => isSameOrSubdomain(host, preview.toLowerCase()))
  )
}

/** §5: country and NEXT_LOCALE are written only with a real value: not empty, not the string 'undefined'. */
export function isWritablePreference(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '' && value !== 'undefined'
}

/**
 * §9: path '/', one year unless told otherwise, SameSite=lax; Secure on https. With `domain`, the product's
 * domain is set where the browser accepts it; on localhost and preview hosts the cookie stays host-only.
 */
export function serializeCookie(
  name: string,
  value: string,
  {
    secure,
    maxAge = COOKIE_MAX_AGE_SECONDS,
    domain,
  }: { secure: boolean; maxAge?: number; domain?: { hostname: string; productDomain: string } },
): string {
  const hostname = domain?.hostname.toLowerCase()
  const shared =
    domain && hostname !== 'localhost' && isSameOrSubdomain(hostname!, domain.productDomain.toLowerCase())
  // Every reserved character percent-encoded, as the cookies already in visitors' browsers were written.
  return stringifySetCookie(
    {
      name,
      value,
      path: '/',
      maxAge,
      sameSite: 'lax',
      domain: shared ? domain.productDomain : undefined,
      secure,
    },
    { encode: encodeURIComponent },
  )
}

/** Every cookie of a `Cookie` header (or `document.cookie`); a value that is not valid percent-encoding is left
 * out, not thrown: one bad cookie from any subdomain must not lock a browser out of the site (issue #21). */
export function parseCookies(header: string): Record<string, string> {
  const parsed = parseCookie(header, { decode: (value) => tryDecode(value) })
  return Object.fromEntries(
    Object.entries(parsed).filter((entry): entry is [string, string] => entry[1] !== undefined),
  )
}

/** Reads one cookie from a `document.cookie` string; a badly encoded value counts as absent. */
export function readCookie(cookies: string, name: string): string | undefined {
  return parseCookies(cookies)[name]
}

/** The tab's sessionStorage, or null where reading the property itself throws (blocked storage, §9). */
export function browserSessionStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage
  } catch {
    return null
  }
}

export type CookieContext = CookieHosts & { brandId: string }

/** The four §3 consent booleans; necessary is always true. */
export type ConsentState = { necessary: true; preferences: boolean; statistics: boolean; marketing: boolean }

/** §4: before the provider reports anything, consent is necessary only. */
export const necessaryOnly: ConsentState = {
  necessary: true,
  preferences: false,
  statistics: false,
  marketing: false,
}

/** §4: on each re-read the three consent cookies are rewritten (when the host allows them, §5). */
export function writeConsentCookies(
  consent: ConsentState,
  context: CookieContext,
  target: { location: Pick<Location, 'hostname' | 'protocol'>; document: Pick<Document, 'cookie'> } = window,
): boolean {
  const { hostname, protocol } = target.location
  if (!mayWriteConsentCookies(hostname, context)) return false
  const names = consentCookieNames(context.brandId)
  const options = {
    secure: protocol === 'https:',
    domain: { hostname, productDomain: context.productDomain },
  }
  target.document.cookie = serializeCookie(names.necessary, 'true', options)
  target.document.cookie = serializeCookie(names.analytical, String(consent.statistics), options)
  target.document.cookie = serializeCookie(names.marketing, String(consent.marketing), options)
  return true
}

/** §4 language picker, §5: country and NEXT_LOCALE are set only with real values. */
export function writePreferenceCookies(
  { country, locale }: { country?: string | null; locale?: string | null },
  productDomain: string,
  target: { location: Pick<Location, 'hostname' | 'protocol'>; document: Pick<Document, 'cookie'> } = window,
): void {
  const { hostname, protocol } = target.location
  const options = { secure: protocol === 'https:', domain: { hostname, productDomain } }
  if (isWritablePreference(country)) target.document.cookie = serializeCookie('country', country, options)
  if (isWritablePreference(locale)) target.document.cookie = serializeCookie('NEXT_LOCALE', locale, options)
}
