// Request flow step 1 (ARCHITECTURE): resolve the locale from the URL (§2) and rewrite; never render.
import { type NextRequest, NextResponse } from 'next/server'
import createMiddleware from 'next-intl/middleware'

import { defaultLocale } from './i18n/locales'
import { routing } from './i18n/routing'

const intl = createMiddleware(routing)
const defaultPrefix = `/${defaultLocale}`

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  // §2: the default locale has no prefix; /en-gb/... moves permanently to the unprefixed URL.
  if (pathname === defaultPrefix || pathname.startsWith(`${defaultPrefix}/`)) {
    const url = request.nextUrl.clone()
    url.pathname = pathname.slice(defaultPrefix.length) || '/'
    return NextResponse.redirect(url, 308)
  }
  return intl(request)
}

export const config = {
  // Everything but Payload (/admin, /api), Next's own files, the embedded services and files with an extension.
  matcher: ['/((?!api|admin|_next|_vercel|preview|graphql|identity|.*\\..*).*)'],
}
