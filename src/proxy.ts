// Request flow step 1 (ARCHITECTURE): resolve the locale from the URL (§2) and rewrite; never render.
import { type NextRequest, NextResponse } from 'next/server'
import createMiddleware from 'next-intl/middleware'

import { defaultLocale, isLocale, type Locale } from './i18n/locales'
import { routing } from './i18n/routing'
import { createPathIndexCache, isKnownPath, type PathIndexData } from './site/routing/pathIndex'
import { chooseVariation } from './site/variants/proxy'
import type { VariantIndexData } from './site/variants/variants'

const intl = createMiddleware(routing)
const defaultPrefix = `/${defaultLocale}`

const pathIndex = createPathIndexCache(async (origin) => {
  const response = await fetch(`${origin}/site-index.json`, { cache: 'no-store' })
  if (!response.ok) throw new Error(`site index answered ${response.status}`)
  return (await response.json()) as PathIndexData
})

const variantIndex = createPathIndexCache<VariantIndexData>(async (origin) => {
  const response = await fetch(`${origin}/variant-index.json`, { cache: 'no-store' })
  if (!response.ok) throw new Error(`variant index answered ${response.status}`)
  return (await response.json()) as VariantIndexData
})

const appOrigin = () => `http://127.0.0.1:${process.env.PORT ?? 3000}`

/** The locale and the path after it: /sv-se/x → (sv-se, /x); /x → (en-gb, /x). */
function splitLocale(pathname: string): { locale: Locale; path: string } {
  const [, first = '', ...rest] = pathname.split('/')
  if (isLocale(first)) return { locale: first, path: `/${rest.join('/')}` }
  return { locale: defaultLocale, path: pathname }
}

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  // §2: the default locale has no prefix; /en-gb/... moves permanently to the unprefixed URL.
  if (pathname === defaultPrefix || pathname.startsWith(`${defaultPrefix}/`)) {
    const url = request.nextUrl.clone()
    url.pathname = pathname.slice(defaultPrefix.length) || '/'
    return NextResponse.redirect(url, 308)
  }
  // Unknown paths (and /404 itself) get the localized not-found page with status 404, rendered on the server.
  // Editors in draft mode skip the check: their unpublished drafts are not in the index.
  if (!request.cookies.has('__prerender_bypass')) {
    const { locale, path } = splitLocale(pathname)
    const [index, variants] = await Promise.all([pathIndex.load(appOrigin()), variantIndex.load(appOrigin())])
    if (index && !isKnownPath(index, locale, path)) {
      const url = request.nextUrl.clone()
      url.pathname = `/${locale}/404`
      return NextResponse.rewrite(url, { status: 404 })
    }
    // Issue #9: an entry with A/B variations or personalisation variants is served from the chosen variation's own
    // static page; the visitor's URL does not change.
    const chosen = variants && chooseVariation(variants, request, locale, path)
    if (chosen) {
      const url = request.nextUrl.clone()
      if (chosen.rewritePath) url.pathname = chosen.rewritePath
      const response = chosen.rewritePath ? NextResponse.rewrite(url) : intl(request)
      for (const cookie of chosen.cookies) response.headers.append('set-cookie', cookie)
      return response
    }
  }
  return intl(request)
}

export const config = {
  // Everything but Payload (/admin, /api), Next's own files, the embedded services and files with an extension.
  matcher: [
    '/((?!(?:api|admin|_next|_vercel|preview|graphql|identity|captcha|newsletter|forms|bench/bare|design-gallery|variant-inspector)(?:/|$)|.*\\..*).*)',
  ],
}
