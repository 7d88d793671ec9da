// §7 "Rules for outbound links" and §9 "Cookies and storage": where the current page's query string is kept.
import { browserSessionStorage, readCookie, serializeCookie } from '@/cookies/cookies'
import { withoutDialogQuery } from '@/dialogs/dialogQuery'

/** §3 session-storage key, also the name of the fallback cookie (§9). */
export const PRESERVED_QUERY_PARAMS_KEY = 'preservedQueryParams'

/** §9: the fallback cookie lives for one day. */
export const PRESERVED_QUERY_COOKIE_MAX_AGE_SECONDS = 86_400

/** The browser objects the helpers touch; each defaults to the global one so tests can pass their own. */
export type PreservedQueryEnvironment = {
  storage?: Storage | null
  document?: Pick<Document, 'cookie'> | null
  location?: Pick<Location, 'protocol' | 'search'> | null
}

/** A query string without its leading '?'. */
export function normalizeQueryString(search: string | null | undefined): string {
  return (search ?? '').replace(/^\?/, '')
}

const resolve = (environment: PreservedQueryEnvironment) => ({
  storage: environment.storage === undefined ? browserSessionStorage() : environment.storage,
  document:
    environment.document === undefined
      ? typeof document === 'undefined'
        ? null
        : document
      : environment.document,
  location:
    environment.location === undefined
      ? typeof location === 'undefined'
        ? null
        : location
      : environment.location,
})

/** §7, §9: saves the page's query string in sessionStorage, else in a cookie; returns where; never throws. */
export function savePreservedQueryParams(
  search?: string | null,
  environment: PreservedQueryEnvironment = {},
): 'sessionStorage' | 'cookie' | 'none' {
  const { storage, document: doc, location: loc } = resolve(environment)
  // §2: ?dialog= opens a dialog once; it is never preserved.
  const value = withoutDialogQuery(normalizeQueryString(search === undefined ? loc?.search : search))
  // §7: an empty query string keeps the saved one, so the landing page's parameters survive internal navigation.
  if (value === '') return 'none'
  try {
    if (!storage) throw new Error('sessionStorage unavailable')
    storage.setItem(PRESERVED_QUERY_PARAMS_KEY, value)
    return 'sessionStorage'
  } catch {
    // §9: if session storage fails, the value goes in a cookie instead.
  }
  try {
    if (!doc) return 'none'
    // §9: path '/', one day; host-only, since the preserved query belongs to this host.
    doc.cookie = serializeCookie(PRESERVED_QUERY_PARAMS_KEY, value, {
      secure: loc?.protocol === 'https:',
      maxAge: PRESERVED_QUERY_COOKIE_MAX_AGE_SECONDS,
    })
    return 'cookie'
  } catch {
    return 'none'
  }
}

/** §7: the saved query string (without '?'), from sessionStorage first, else the fallback cookie; '' if none. */
export function readPreservedQueryParams(environment: PreservedQueryEnvironment = {}): string {
  const { storage, document: doc } = resolve(environment)
  try {
    const stored = storage?.getItem(PRESERVED_QUERY_PARAMS_KEY)
    if (stored) return stored
  } catch {
    // §9: storage that throws on read falls through to the cookie.
  }
  try {
    return doc ? (readCookie(doc.cookie, PRESERVED_QUERY_PARAMS_KEY) ?? '') : ''
  } catch {
    return ''
  }
}
