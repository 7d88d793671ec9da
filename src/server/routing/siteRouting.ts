// Request flow step 1 (ARCHITECTURE): the locale from the URL (§2), unknown paths to the 404 page, and the A/B or
// personalisation variation (issue #9), decided before Next renders. `scripts/serve.ts` applies the decision to the
// request; it runs in the server rather than as a Next proxy because a proxy pass cost a quarter of the throughput
// of a static page (issue #3's CMS-page budget).
import { siteRouteSegments } from '@/config/siteRoutes'
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import { tryDecode } from '@/lib/uri'
import { parseCookies } from '@/cookies/cookies'
import { chooseVariation } from '@/variants/choose'

import type { RoutingIndex } from './routingIndex'

const defaultPrefix = `/${defaultLocale}`

/** The site's own routes (Payload, Next's files, the embedded services, editor tools) and files are not routed. */
const unrouted = new RegExp(`^/(?:${siteRouteSegments.join('|')})(?:/|$)|\\.`)

export function isRoutedPath(pathname: string): boolean {
  return !unrouted.test(pathname)
}

/** The locale and the path after it: /sv-se/x → (sv-se, /x); /x → (en-gb, /x). */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const [, first = '', ...rest] = pathname.split('/')
  if (isLocale(first)) return { locale: first, path: `/${rest.join('/')}` }
  return { locale: defaultLocale, path: pathname }
}

export interface RoutingRequest {
  /** The visitor's URL (its origin only says whether it came over https). */
  url: URL
  headers: Headers
}

export type RoutingDecision =
  /** 308 unless said otherwise; `headers` go with it. */
  | { kind: 'redirect'; location: string; status?: 307; headers?: Record<string, string> }
  /**
   * Render `pathname` (the route Next knows) for the visitor's URL, with this status and these cookies. `draft`: an
   * editor's preview; `personal`: a variation chosen for this visitor; `vary`: request headers the choice read.
   */
  | {
      kind: 'rewrite'
      pathname: string
      status: 200 | 404
      cookies: string[]
      draft?: boolean
      personal?: boolean
      vary?: string[]
    }

/** §3 NEXT_LOCALE: a region the visitor picked; only the home page reads it, so only its answers vary by it. */
function rememberedHome(
  cookies: Record<string, string | undefined>,
  search: string,
): RoutingDecision | undefined {
  const remembered = cookies.NEXT_LOCALE
  if (!remembered || !isLocale(remembered) || remembered === defaultLocale) return undefined
  // Temporary and never shared: the same URL is the en-gb home for everyone without the cookie (crawlers included).
  return {
    kind: 'redirect',
    location: `/${remembered}${search}`,
    status: 307,
    headers: { vary: 'Cookie', 'cache-control': 'private, no-cache' },
  }
}

/** `index` is undefined until it has been read once: every path is then tried. */
export function decideRoute(request: RoutingRequest, index: RoutingIndex | undefined): RoutingDecision {
  const { pathname, search } = request.url
  // One URL per page: a trailing slash moves to the bare path before the locale is looked at.
  if (pathname.length > 1 && pathname.endsWith('/'))
    return { kind: 'redirect', location: `${pathname.replace(/\/+$/, '') || '/'}${search}` }
  // §2: the default locale has no prefix; /en-gb/... moves permanently to the unprefixed URL.
  if (pathname === defaultPrefix || pathname.startsWith(`${defaultPrefix}/`))
    return { kind: 'redirect', location: `${pathname.slice(defaultPrefix.length) || '/'}${search}` }

  const { locale, path } = splitLocale(pathname)
  type Rewrite = Extract<RoutingDecision, { kind: 'rewrite' }>
  const route = (status: 200 | 404, to: string, extra: Partial<Rewrite> = {}): RoutingDecision => ({
    kind: 'rewrite',
    pathname: to,
    status,
    cookies: [],
    ...extra,
  })
  // A path that is not valid percent-encoding gets the not-found page, even before the index is known (issue #21).
  if (tryDecode(pathname, decodeURI) === undefined) return route(404, `/${locale}/404`)
  const localized = `/${locale}${path === '/' ? '' : path}`
  const cookies = parseCookies(request.headers.get('cookie') ?? '')
  // Editors in draft mode skip the checks: their unpublished drafts are in neither index.
  if ('__prerender_bypass' in cookies) return route(200, localized, { draft: true })
  if (pathname === '/') {
    const home = rememberedHome(cookies, search)
    if (home) return home
  }
  // §2: the en-gb path of an entry translated in this locale moves to the translation; §7: the query goes along.
  const translated = index?.redirectFor(locale, path)
  if (translated) return { kind: 'redirect', location: `${encodeURI(translated)}${search}` }
  // Unknown paths (and /404 itself) get the localized not-found page with status 404.
  if (index && !index.isKnown(locale, path)) return route(404, `/${locale}/404`)
  // Issue #9: an entry with variations is served from the chosen variation's own static page; the URL stays.
  const chosen =
    index &&
    chooseVariation(
      index,
      {
        nextUrl: request.url,
        headers: request.headers,
        cookies: { getAll: () => Object.entries(cookies).map(([name, value]) => ({ name, value })) },
      },
      locale,
      path,
    )
  if (chosen) return route(200, chosen.rewritePath ?? localized, { cookies: chosen.cookies, personal: true })
  // The en-gb home answers only visitors without a remembered region (a CDN must key it by the cookie too).
  return route(200, localized, pathname === '/' ? { vary: ['Cookie'] } : {})
}
