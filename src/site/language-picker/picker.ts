// §4 "Language/region picker": its state and events, and where a choice leads (§2 translated paths).
import { isLocale, type Locale, localePrefix } from '@/i18n/locales'

import { withoutDialogQuery } from '@/dialogs/dialogQuery'

export type PickerSource = 'header' | 'footer'

export type PickerState = {
  open: boolean
  source?: PickerSource
  lastClosed?: PickerSource
  changed: boolean
}

export const closedPicker: PickerState = { open: false, changed: false }

export type PickerAction = { type: 'open'; source: PickerSource } | { type: 'change' } | { type: 'close' }

/** The state after an action, and the analytics event it sends (§4, §7). */
export function pickerTransition(
  state: PickerState,
  action: PickerAction,
): { state: PickerState; event?: string } {
  switch (action.type) {
    case 'open':
      return {
        state: { open: true, source: action.source, changed: false },
        event: `langpicker_${action.source}_open`,
      }
    case 'change':
      return { state: { ...state, changed: true } }
    case 'close': {
      if (!state.open) return { state }
      const next = { open: false, lastClosed: state.source, changed: state.changed }
      const event =
        !state.changed && state.source
          ? `langpicker_${state.source}_close_without_changing_anything`
          : undefined
      return { state: next, event }
    }
  }
}

/** The path after the locale prefix: /sv-se/x → /x, /x → /x. */
export function pathWithoutLocale(pathname: string): string {
  const [, first = '', ...rest] = pathname.split('/')
  return isLocale(first) ? `/${rest.join('/')}` : pathname
}

/** A page's alternates: its locales' URL paths (hreflang), and x-default, the entry's en-gb URL path. */
export type PageAlternates = Partial<Record<Locale | 'x-default', string>>

/**
 * Where choosing `locale` leads: the entry's own translation (its hreflang alternate), else its en-gb path (x-default)
 * under the new prefix, where the en-gb content is shown or its own translation redirects (§2; stories have no da-dk
 * or nb-no hreflang); a page that is no entry keeps its path. The query string is kept.
 */
export function pickerTarget(
  locale: Locale,
  current: { pathname: string; search: string },
  alternates: PageAlternates,
): string {
  const translated = alternates[locale]
  const fallback = pathWithoutLocale(alternates['x-default'] ?? current.pathname)
  const path = translated ?? `${localePrefix(locale)}${fallback}`.replace(/(.)\/$/, '$1')
  // §2: the query is kept, but a region change never reopens a dialog (?dialog=).
  return `${path || '/'}${withoutDialogQuery(current.search)}`
}

/** The entry's translations and x-default from the page's hreflang links (paths: hosts differ per deployment). */
export function readAlternates(document: Pick<Document, 'querySelectorAll'>): PageAlternates {
  const found: PageAlternates = {}
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')) {
    const locale = link.hreflang.toLowerCase()
    if (isLocale(locale) || locale === 'x-default') found[locale] = new URL(link.href).pathname
  }
  return found
}
