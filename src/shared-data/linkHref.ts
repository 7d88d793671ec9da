import { type Locale, localizedHref } from '@/i18n/locales'

/** Editor links: site paths get the visitor's locale prefix; absolute URLs go as written. */
export function linkHref(link: string, locale: Locale): string {
  const trimmed = link.trim()
  return trimmed.startsWith('/') && !trimmed.startsWith('//') ? localizedHref(locale, trimmed) : trimmed
}
