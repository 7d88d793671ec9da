// Issue #32: the entry's translation status per locale (server component in the edit view's sidebar).
import type { UIFieldServerProps } from 'payload'

import { localeLabels } from '@/i18n/locales'

import type { EntryCollection } from '../entryUrl'
import { loadTranslationStates, type TranslationState } from '../editors/translationStatus'
import styles from './editors.module.css'
import { type EditorTranslationKey, editorsT } from './translations'

const stateLabels = {
  source: 'editors:stateSource',
  own: 'editors:stateOwn',
  fallback: 'editors:stateFallback',
  stale: 'editors:stateStale',
} as const satisfies Record<TranslationState, EditorTranslationKey>

export async function TranslationStatus({ id, collectionSlug, payload, i18n }: UIFieldServerProps) {
  // A new entry has nothing translated yet.
  if (id == null) return null
  const t = editorsT(i18n)
  const states = await loadTranslationStates(payload, collectionSlug as EntryCollection, id)
  return (
    <section className={styles.translations} aria-labelledby="translation-status-heading">
      <h3 id="translation-status-heading" className={styles.heading}>
        {t('editors:translations')}
      </h3>
      <ul className={styles.list}>
        {Object.entries(states).map(([locale, state]) => (
          <li key={locale} className={styles.row} data-locale={locale} data-state={state}>
            <span>{localeLabels[locale as keyof typeof localeLabels]}</span>
            <span className={styles[state]}>{t(stateLabels[state])}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
