// §2 URL shape for next-intl: default en-gb unprefixed, every other locale a /{locale} prefix.
import { defineRouting } from 'next-intl/routing'

import { defaultLocale, routingLocales } from './locales'

export const routing = defineRouting({
  locales: routingLocales,
  defaultLocale,
  localePrefix: 'as-needed',
  // The URL alone decides the locale; NEXT_LOCALE is written only by the picker under §5's rules.
  localeDetection: false,
  localeCookie: false,
  // hreflang alternates depend on each entry's translated paths, so pages emit them (not the router).
  alternateLinks: false,
})
