// §3/§4 Countdown: the server reserves the block's exact box (no layout shift) and holds no time; the browser
// counts down (CountdownClient). A countdown whose last date had passed when the page was rendered is left out
// altogether, since time only moves forward.
import type { CSSProperties } from 'react'

import { isColour } from '@/design/tokens'
import { readableOn } from '@/design/contrast'
import { translator } from '@/i18n/messages'
import { cx } from '@/lib/strings'

import { spacingStyle } from '../shared/spacing'
import { InlineStyle } from '../shared/styles/InlineStyle'
import type { BlockProps } from '../types'
import { CountdownClient, type CountdownTexts } from './CountdownClient'
import { pluralForms, pluralTable } from './plurals'
import { daysToLastDate, hasEnded } from './state'
import styles, { stylesheet } from './Countdown.inline.pcss'

/** The countdown's words for the browser, each plural message formatted per plural category (plurals.ts). */
export async function countdownTexts(locale: string, largest: number): Promise<CountdownTexts> {
  const t = await translator(locale, 'Countdown')
  return {
    label: t('label'),
    units: {
      days: pluralForms(locale, (count) => t('days', { count })),
      hours: pluralForms(locale, (count) => t('hours', { count })),
      minutes: pluralForms(locale, (count) => t('minutes', { count })),
      seconds: pluralForms(locale, (count) => t('seconds', { count })),
    },
    // The parts go in by name in the browser.
    remaining: t('remaining', { days: '{days}', hours: '{hours}', minutes: '{minutes}' }),
    remainingParts: {
      days: pluralForms(locale, (count) => t('remainingDays', { count })),
      hours: pluralForms(locale, (count) => t('remainingHours', { count })),
      minutes: pluralForms(locale, (count) => t('remainingMinutes', { count })),
    },
    plurals: pluralTable(locale, largest),
  }
}

export default async function Countdown({ block, context }: BlockProps<'Countdown'>) {
  const dates = {
    targetDate: block.targetDate,
    addEndDate: block.addEndDate,
    eventEndDate: block.eventEndDate,
  }
  if (hasEnded(dates)) return null
  // Hours, minutes and seconds stay below 60; the days below those to the last date at render time.
  const texts = await countdownTexts(context.locale, Math.max(59, daysToLastDate(dates)))
  const alignment = block.contentAlignment ?? 'center'
  const className = cx(
    styles.countdown,
    block.fullbleed ? styles.fullbleed : styles.contained,
    styles[`align-${alignment}`] ?? styles['align-center'],
    block.invertedTextColor && styles.inverted,
    block.useTextGradient && styles.gradient,
  )
  const style: CSSProperties = {
    ...spacingStyle(block),
    // Issue #33: on a chosen background the text takes the colour that reads on it (WCAG 1.4.3), inverted or not.
    ...(isColour(block.backgroundColor) ? readableOn(block.backgroundColor) : {}),
  }
  return (
    <>
      <InlineStyle sheet={stylesheet} />
      <CountdownClient
        dates={dates}
        targetText={block.targetText?.trim() ?? ''}
        eventEndText={block.addEndDate ? (block.eventEndText?.trim() ?? '') : ''}
        texts={texts}
        className={className}
        style={style}
      />
    </>
  )
}
