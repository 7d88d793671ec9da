// §2 "Canonical URLs": the three canonical operations, and §5's trailing-slash and af_adset_id rules.
import { defaultLocale, isStoriesLocale } from './locales'

/** §2 "Routes referenced": the stories (blog) section; its list, its stories and its feeds live under it. */
export const storiesPath = '/stories'

/** §2: a stories path equals 'stories', starts with 'stories/', or starts with '/stories'. */
export function isStoriesPath(path: string): boolean {
  return path === 'stories' || path.startsWith('stories/') || path.startsWith(storiesPath)
}

/** §2 canonical locale: stories paths keep the locale only when it is in the 10-locale list. */
export function canonicalLocale(path: string, locale: string, fallback: string): string {
  if (isStoriesPath(path)) return isStoriesLocale(locale) ? locale : fallback
  return locale
}

/** §2, §5: the trailing '/' is stripped. */
export function pathWithoutTrailingSlash(path: string): string {
  return path.replace(/\/+$/, '')
}

/**
 * §2 canonical URL = {host} + optional /{locale} + path; en-gb gets no prefix; no trailing slash;
 * the query string (with or without af_adset_id, §5) and any fragment never appear.
 */
export function canonicalUrl(path: string, locale: string, fallback: string, host: string): string {
  const withoutQuery = path.split(/[?#]/)[0] ?? ''
  const trimmed = pathWithoutTrailingSlash(withoutQuery)
  const normalised = trimmed === '' ? '' : trimmed.startsWith('/') ? trimmed : `/${trimmed}`
  const chosen = canonicalLocale(normalised.replace(/^\//, ''), locale, fallback)
  const prefix = chosen === defaultLocale ? '' : `/${chosen}`
  return `${pathWithoutTrailingSlash(host)}${prefix}${normalised}`
}
