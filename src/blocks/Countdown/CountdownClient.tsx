'use client'
// §2 Countdown is rendered in the browser only: the server sends the reserved box, this ticks inside it.
import { useEffect, useState } from 'react'

import { type CountdownDates, countdownState } from './state'
import styles from './Countdown.inline.pcss'

export interface CountdownMessages {
  label: string
  days: string
  hours: string
  minutes: string
  seconds: string
  remaining: string
}

const units = ['days', 'hours', 'minutes', 'seconds'] as const
type Unit = (typeof units)[number]
type Format = (key: keyof CountdownMessages, values: Record<string, number>) => string

interface Props {
  locale: string
  dates: CountdownDates
  targetText: string
  eventEndText: string
  messages: CountdownMessages
  /** The unit labels as the server renders them (plural 'other'), until the message formatter has loaded. */
  unitLabels: Record<Unit, string>
  className: string
  style: React.CSSProperties
}

export function CountdownClient({
  locale,
  dates,
  targetText,
  eventEndText,
  messages,
  unitLabels,
  className,
  style,
}: Props) {
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

  // The ICU message parser (~12 kB gzip) loads after mount and only where a countdown is shown, not on every page.
  const [format, setFormat] = useState<Format | null>(null)
  useEffect(() => {
    let live = true
    void import('next-intl').then(({ createTranslator }) => {
      const t = createTranslator({ locale, messages: { Countdown: messages }, namespace: 'Countdown' })
      if (live)
        setFormat(() => (key: keyof CountdownMessages, values: Record<string, number>) => t(key, values))
    })
    return () => {
      live = false
    }
  }, [locale, messages])

  const state = now === null ? undefined : countdownState(now, dates)
  // After the last date the block hides itself (see state.ts).
  if (state?.phase === 'over') return null

  const { remaining } = state ?? {}
  const text = state?.phase === 'during' ? eventEndText : targetText
  return (
    <section
      className={className}
      style={style}
      aria-label={text || messages.label}
      data-phase={state?.phase}
    >
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
          {remaining && format && (
            <span className="visually-hidden">
              {format('remaining', {
                days: remaining.days,
                hours: remaining.hours,
                minutes: remaining.minutes,
              })}
            </span>
          )}
          <ol className={styles.units} aria-hidden="true">
            {units.map((unit) => (
              <li key={unit} className={styles.unit}>
                <span className={styles.number}>
                  {remaining ? String(remaining[unit]).padStart(2, '0') : ''}
                </span>
                <span className={styles.label}>
                  {remaining && format ? format(unit, { count: remaining[unit] }) : unitLabels[unit]}
                </span>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  )
}
