'use client'
// §4 "Language/region picker": the dialog listing the 12 locales in their own language. Choosing one sets the
// country and NEXT_LOCALE cookies (§5) and goes to the same entry in the new locale, query string kept.
import { useEffect, useRef } from 'react'

import { countryOf, languageOf, type Locale, localeLabels, routingLocales } from '@/i18n/locales'

import { pushEvent } from '@/services/analytics/pushEvent'
import { writePreferenceCookies } from '@/cookies/cookies'
import { useDialogs } from '@/dialogs/DialogState'
import { SiteDialog } from '@/dialogs/SiteDialog'
import styles from './LanguagePicker.module.css'
import type { LanguagePickerTexts } from './LanguagePickerButton'
import {
  closedPicker,
  type PickerAction,
  pickerTarget,
  type PickerSource,
  type PickerState,
  pickerTransition,
  readAlternates,
} from './picker'

/** A §4 transition, sending its analytics event (§7) once, from the event that caused it. */
function step(state: { current: PickerState }, action: PickerAction): void {
  const { state: next, event } = pickerTransition(state.current, action)
  state.current = next
  if (event) pushEvent(event)
}

export default function LanguagePicker({
  source,
  texts,
  locale,
  productDomain,
}: {
  source: PickerSource
  texts: LanguagePickerTexts
  locale: string
  productDomain: string
}) {
  const { close } = useDialogs()
  const state = useRef<PickerState>(closedPicker)
  const dispatch = (action: PickerAction) => step(state, action)

  useEffect(() => {
    // Opening records the source and sends its event once (StrictMode runs effects twice in development).
    if (!state.current.open) step(state, { type: 'open', source })
  }, [source])

  const closePicker = () => {
    dispatch({ type: 'close' })
    close()
  }

  const choose = (next: Locale) => {
    dispatch({ type: 'change' })
    writePreferenceCookies({ country: countryOf(next), locale: next }, productDomain)
    window.location.assign(pickerTarget(next, window.location, readAlternates(document)))
  }

  return (
    <SiteDialog title={texts.title} closeLabel={texts.close} onClose={closePicker}>
      <ul className={styles.list}>
        {routingLocales.map((option) => (
          <li key={option}>
            <button
              type="button"
              className={styles.option}
              lang={languageOf(option)}
              aria-current={option === locale ? 'true' : undefined}
              onClick={() => (option === locale ? closePicker() : choose(option))}
            >
              {localeLabels[option]}
              {option === locale ? <span className={styles.current}> · {texts.current}</span> : null}
            </button>
          </li>
        ))}
      </ul>
    </SiteDialog>
  )
}
