'use client'
// §2 Countdown is rendered in the browser only: the server sends the reserved box, this ticks inside it.
import { createTranslator } from 'next-intl'
import { useEffect, useMemo, useState } from 'react'

import { type CountdownDates, countdownState } from './state'
import styles from './Countdown.module.css'

export interface CountdownMessages {
  label: string
  days: string
  hours: string
  minutes: string
  seconds: string
  remaining: string
}

interface Props {
  locale: string
  dates: CountdownDates
  targetText: string
  eventEndText: string
  messages: CountdownMessages
  className: string
  style: React.CSSProperties
}

const units = ['days', 'hours', 'minutes', 'seconds'] as const

export function CountdownClient({
  locale,
  dates,
  targetText,
  eventEndText,
  messages,
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

  const t = useMemo(
    () => createTranslator({ locale, messages: { Countdown: messages }, namespace: 'Countdown' }),
    [locale, messages],
  )

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
          {remaining && (
            <span className="visually-hidden">
              {t('remaining', { days: remaining.days, hours: remaining.hours, minutes: remaining.minutes })}
            </span>
          )}
          <ol className={styles.units} aria-hidden="true">
            {units.map((unit) => (
              <li key={unit} className={styles.unit}>
                <span className={styles.number}>
                  {remaining ? String(remaining[unit]).padStart(2, '0') : ''}
                </span>
                <span className={styles.label}>{t(unit, { count: remaining?.[unit] ?? 2 })}</span>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  )
}
