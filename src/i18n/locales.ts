// §2 "Locales and URL shape": the two locale lists and the default locale, typed once.

/** §2: the routing list (12). */
export const routingLocales = [
  'da-dk',
  'de-de',
  'en-au',
  'en-gb',
  'en-us',
  'en-ca',
  'es-es',
  'fr-fr',
  'it-it',
  'nl-nl',
  'nb-no',
  'sv-se',
] as const

export type Locale = (typeof routingLocales)[number]

/** §2: the canonical and stories list (10); it lacks da-dk and nb-no. */
export const storiesLocales = [
  'en-gb',
  'en-us',
  'en-au',
  'en-ca',
  'nl-nl',
  'de-de',
  'sv-se',
  'it-it',
  'fr-fr',
  'es-es',
] as const satisfies readonly Locale[]

export type StoriesLocale = (typeof storiesLocales)[number]

/** §2, §9: en-gb, served without a URL prefix. */
export const defaultLocale: Locale = 'en-gb'

/** §9 "Chat language": the languages the locales speak. */
export const languages = ['en', 'sv', 'de', 'it', 'fr', 'es', 'da', 'nb', 'nl'] as const
export type Language = (typeof languages)[number]

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (routingLocales as readonly string[]).includes(value)
}

export function isStoriesLocale(value: unknown): value is StoriesLocale {
  return typeof value === 'string' && (storiesLocales as readonly string[]).includes(value)
}

/** A locale's language and region, lowercase (sv-SE → sv, se); the region is '' when there is none. */
function localeParts(locale: string): [language: string, region: string] {
  const [language = '', region = ''] = locale.toLowerCase().split('-')
  return [language, region]
}

/** The language part of a locale (sv-se → sv); anything unknown is en (§9). */
export function languageOf(locale: string): Language {
  const [language] = localeParts(locale)
  return (languages as readonly string[]).includes(language) ? (language as Language) : 'en'
}

/** §5 country cookie: the region of a locale (sv-se → se). */
export function countryOf(locale: Locale): string {
  return localeParts(locale)[1]
}

/** BCP 47 form for `<html lang>`, hreflang and hosted widgets: sv-se → sv-SE; a bare language stays as it is. */
export function bcp47(locale: string): string {
  const [language, region] = localeParts(locale)
  return region ? `${language}-${region.toUpperCase()}` : language
}

/** Names of each locale in its own language, for editors and the region picker. */
export const localeLabels: Record<Locale, string> = {
  'da-dk': 'Danmark (Dansk)',
  'de-de': 'Deutschland (Deutsch)',
  'en-au': 'Australia (English)',
  'en-gb': 'United Kingdom (English)',
  'en-us': 'United States (English)',
  'en-ca': 'Canada (English)',
  'es-es': 'España (Español)',
  'fr-fr': 'France (Français)',
  'it-it': 'Italia (Italiano)',
  'nl-nl': 'Nederland (Nederlands)',
  'nb-no': 'Norge (Norsk bokmål)',
  'sv-se': 'Sverige (Svenska)',
}

/** The URL prefix of a locale: none for the default (§2). */
export function localePrefix(locale: Locale): string {
  return locale === defaultLocale ? '' : `/${locale}`
}

/** The public URL path of an entry path in a locale: ('photobooks', 'sv-se') → '/sv-se/photobooks'. */
export function localizedHref(locale: Locale, path: string): string {
  const clean = path.replace(/^\/+|\/+$/g, '')
  const prefixed = `${localePrefix(locale)}/${clean}`
  return prefixed.length > 1 ? prefixed.replace(/\/$/, '') : '/'
}
