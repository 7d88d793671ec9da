// §7 "Rules for outbound links": which links carry the visitor's query parameters, and how they are added.
import { dialogQueryParameter } from '@/dialogs/dialogQuery'
import { isSameOrSubdomain } from '@/lib/uri'

export type QueryInput = string | URLSearchParams | null | undefined

export type DecorateOptions = {
  /** The saved preservedQueryParams (§7), with or without a leading '?'. */
  preserved: QueryInput
  /** The current page's query string, with or without a leading '?'. */
  current: QueryInput
  /** §5, §9: the product's domain; it and its subdomains are the product's main site. */
  productDomain: string
  /** §7: links to this host (or its subdomains) are never modified. */
  careersHost: string
  /** §7: the app-download link; a link with the same origin and path gets the parameters too. */
  appDownloadUrl: string
}

/** A configured host as a bare lowercase hostname; tolerates a full URL or a port in the setting. */
export function normalizeHost(value: string): string {
  const text = value.trim().toLowerCase()
  if (text === '') return ''
  try {
    return new URL(text.includes('://') ? text : `http://${text}`).hostname.replace(/\.$/, '')
  } catch {
    return text.replace(/^\.+|\.+$/g, '')
  }
}

const withoutTrailingSlash = (pathname: string) => pathname.replace(/\/+$/, '') || '/'

/** §7: whether the link points to the app-download link: same origin and path, query and hash ignored. */
export function isAppDownloadLink(url: URL, appDownloadUrl: string): boolean {
  try {
    const app = new URL(appDownloadUrl)
    return (
      url.origin === app.origin && withoutTrailingSlash(url.pathname) === withoutTrailingSlash(app.pathname)
    )
  } catch {
    return false
  }
}

/** §7: whether an absolute http(s) URL gets the query parameters; the careers host always wins (never). */
export function shouldDecorate(
  url: URL,
  { productDomain, careersHost, appDownloadUrl }: Omit<DecorateOptions, 'preserved' | 'current'>,
): boolean {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false
  const host = url.hostname.replace(/\.$/, '')
  if (isSameOrSubdomain(host, normalizeHost(careersHost))) return false
  return isSameOrSubdomain(host, normalizeHost(productDomain)) || isAppDownloadLink(url, appDownloadUrl)
}

/** §7: preserved then current parameters; a key in both is taken once, with the current (fresher) values. */
export function mergeQueryParams(preserved: QueryInput, current: QueryInput): URLSearchParams {
  const preservedParams = new URLSearchParams(preserved ?? '')
  const currentParams = new URLSearchParams(current ?? '')
  // §2: ?dialog= is this site's instruction to open a dialog, never forwarded to another site.
  preservedParams.delete(dialogQueryParameter)
  currentParams.delete(dialogQueryParameter)
  const currentKeys = new Set(currentParams.keys())
  const merged = new URLSearchParams()
  for (const [key, value] of preservedParams) if (!currentKeys.has(key)) merged.append(key, value)
  for (const [key, value] of currentParams) merged.append(key, value)
  return merged
}

/**
 * Appends parameters the link does not already have (§7: no duplicates, the link's own values win), keeping the
 * link's own text byte for byte and the hash fragment last; a link that cannot be read comes back unchanged.
 */
export function appendQueryParams(href: string, params: URLSearchParams): string {
  try {
    const trimmed = href.trim()
    const linkKeys = new Set(new URL(trimmed).searchParams.keys())
    const additions = new URLSearchParams()
    for (const [key, value] of params) if (!linkKeys.has(key)) additions.append(key, value)
    const query = additions.toString()
    if (query === '') return href
    const hashIndex = trimmed.indexOf('#')
    const beforeHash = hashIndex < 0 ? trimmed : trimmed.slice(0, hashIndex)
    const hash = hashIndex < 0 ? '' : trimmed.slice(hashIndex)
    const separator = !beforeHash.includes('?') ? '?' : /[?&]$/.test(beforeHash) ? '' : '&'
    return `${beforeHash}${separator}${query}${hash}`
  } catch {
    return href
  }
}

/** §7: adds the preserved and current parameters to main-site and app-download links; anything else is unchanged. */
export function decorateHref(href: string, options: DecorateOptions): string {
  try {
    const trimmed = href.trim()
    // Relative links (including '#hash' and '//host' references) are internal and stay as written.
    if (!/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return href
    if (!shouldDecorate(new URL(trimmed), options)) return href
    return appendQueryParams(href, mergeQueryParams(options.preserved, options.current))
  } catch {
    // Never break a click over a link we cannot read.
    return href
  }
}
