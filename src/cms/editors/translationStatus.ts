// Issue #32: each entry's translation status per locale, from its own localized values and the edit log.
import type { Payload } from 'payload'

import { defaultLocale, type Locale, routingLocales, storiesLocales } from '@/i18n/locales'

import type { EntryCollection } from '../entryUrl'
import { entryEditsSlug } from './EntryEdits'

/** source: en-gb itself; own: its own translation; fallback: shows en-gb; stale: en-gb changed since the translation. */
export type TranslationState = 'source' | 'own' | 'fallback' | 'stale'

type PerLocale<T> = Partial<Record<Locale, T>>

const hasValue = (value: unknown) =>
  Array.isArray(value) ? value.length > 0 : typeof value === 'string' ? value.trim() !== '' : value != null

/**
 * A locale has its own translation when it holds its own title or blocks; it is stale when the last en-gb save came
 * after the last save in that locale (a translation older than the log counts as older than any logged en-gb save).
 */
export function translationStates(
  locales: readonly Locale[],
  own: PerLocale<boolean>,
  lastSaved: PerLocale<string>,
): Record<Locale, TranslationState> {
  const source = lastSaved[defaultLocale]
  return Object.fromEntries(
    locales.map((locale): [Locale, TranslationState] => {
      if (locale === defaultLocale) return [locale, 'source']
      if (!own[locale]) return [locale, 'fallback']
      const saved = lastSaved[locale]
      return [locale, source && (!saved || saved < source) ? 'stale' : 'own']
    }),
  ) as Record<Locale, TranslationState>
}

/** Reads an entry in every locale (drafts included) and its edit log. */
export async function loadTranslationStates(
  payload: Payload,
  collection: EntryCollection,
  id: number | string,
): Promise<Record<Locale, TranslationState>> {
  const locales = collection === 'stories' ? storiesLocales : routingLocales
  const [entry, edits] = await Promise.all([
    // In the Trash too: a trashed entry's view shows its status (issue #32 item 8).
    payload.findByID({
      collection,
      id,
      locale: 'all',
      draft: true,
      depth: 0,
      overrideAccess: true,
      trash: true,
    }),
    payload.find({
      collection: entryEditsSlug,
      where: { and: [{ entryCollection: { equals: collection } }, { entry: { equals: id } }] },
      limit: 1000,
      depth: 0,
      pagination: false,
      overrideAccess: true,
    }),
  ])
  const localized = entry as unknown as Record<'title' | 'layout', PerLocale<unknown> | null | undefined>
  const own = Object.fromEntries(
    locales.map((locale) => [
      locale,
      hasValue(localized.title?.[locale]) || hasValue(localized.layout?.[locale]),
    ]),
  )
  const lastSaved: PerLocale<string> = {}
  for (const edit of edits.docs) {
    const locale = edit.locale as Locale
    if (!lastSaved[locale] || lastSaved[locale] < edit.updatedAt) lastSaved[locale] = edit.updatedAt
  }
  return translationStates(locales, own, lastSaved)
}
