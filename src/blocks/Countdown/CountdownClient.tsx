'use client'
// §2 Countdown is rendered in the browser only: the server sends the reserved box, this ticks inside it.
import { useEffect, useState } from 'react'

import { type PluralForms, type PluralTable, pluralText } from './plurals'
import { type CountdownDates, countdownState } from './state'
import styles from './Countdown.inline.pcss'

const units = ['days', 'hours', 'minutes', 'seconds'] as const
type Unit = (typeof units)[number]

/** The countdown's words in the page's language, formatted on the server (see plurals.ts). */
export interface CountdownTexts {
  label: string
  /** The word under each number: Day / Days. */
  units: Record<Unit, PluralForms>
  /** The screen reader sentence, '{days}, {hours} and {minutes} left', and its parts ('# days'). */
  remaining: string
  remainingParts: Record<'days' | 'hours' | 'minutes', PluralForms>
  /** The plural category of every number the countdown can still show. */
  plurals: PluralTable
}

interface Props {
  dates: CountdownDates
  targetText: string
  eventEndText: string
  texts: CountdownTexts
  className: string
  style: React.CSSProperties
}

export function CountdownClient({ dates, targetText, eventEndText, texts, className, style }: Props) {
  // Null until mounted: the server HTML (and the first client render) hold no time, so they always agree.
  const [now, setNow] = useState<number | null>(null)

  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined
    const tick = () => setNow(Date.now())
    // Once a second while the tab is visible; paused while hidden, caught up at once on return.
    const start = () => {
      if (timer !== undefined || document.visibilityState === 'hidden') return
      tick()
      timer = setInterval(tick, 1000)
    }
    const stop = () => {
      if (timer !== undefined) clearInterval(timer)
      timer = undefined
    }
    const onVisibility = () => (document.visibilityState === 'hidden' ? stop() : start())
    tick()
    start()
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      stop()
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [])

  const state = now === null ? undefined : countdownState(now, dates)
  // After the last date the block hides itself (see state.ts).
  if (state?.phase === 'over') return null

  const { remaining } = state ?? {}
  const text = state?.phase === 'during' ? eventEndText : targetText
  return (
    <section className={className} style={style} aria-label={text || texts.label} data-phase={state?.phase}>
      <div className={styles.inner}>
        {/* Both texts share one grid cell, so the box is as tall as the longer one before and after mount. */}
        <div className={styles.texts}>
          <p className={styles.text} data-active={state?.phase === 'before' || undefined}>
            {targetText}
          </p>
          <p className={styles.text} data-active={state?.phase === 'during' || undefined}>
            {eventEndText}
          </p>
        </div>
        <div role="timer" aria-live="off" aria-atomic="true" className={styles.timer}>
          {remaining && (
            <span className="visually-hidden">
              {texts.remaining.replace(/\{(days|hours|minutes)\}/g, (_, part: 'days' | 'hours' | 'minutes') =>
                pluralText(texts.remainingParts[part], texts.plurals, remaining[part]),
              )}
            </span>
          )}
          <ol className={styles.units} aria-hidden="true">
            {units.map((unit) => {
              const forms = texts.units[unit]
              // Before mount there is no number: the plural form the server rendered (other).
              const current = remaining ? pluralText(forms, texts.plurals, remaining[unit]) : forms.other
              return (
                <li key={unit} className={styles.unit}>
                  <span className={styles.number}>
                    {remaining ? String(remaining[unit]).padStart(2, '0') : ''}
                  </span>
                  {/* Every form in one grid cell: the unit is as wide as its longest word, so a tick from
                      "Sekunden" to "Sekunde" moves nothing. */}
                  <span className={styles.label}>
                    {[...new Set(Object.values(forms))].map((form) => (
                      <span key={form} data-active={form === current || undefined}>
                        {form}
                      </span>
                    ))}
                  </span>
                </li>
              )
            })}
          </ol>
        </div>
      </div>
    </section>
  )
}
