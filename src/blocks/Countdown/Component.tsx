// §3/§4 Countdown: the server reserves the block's exact box (no layout shift) and holds no time; the browser
// counts down (CountdownClient). A countdown whose last date had passed when the page was rendered is left out
// altogether, since time only moves forward.
import type { CSSProperties } from 'react'

import { colourVar, isColour } from '@/design/tokens'
import { translator } from '@/i18n/messages'

import { spacingStyle } from '../shared/spacing'
import { InlineStyle } from '../shared/styles/InlineStyle'
import type { BlockProps } from '../types'
import { CountdownClient, type CountdownMessages } from './CountdownClient'
import { hasEnded } from './state'
import styles, { stylesheet } from './Countdown.inline.pcss'

export default async function Countdown({ block, context }: BlockProps<'Countdown'>) {
  const dates = {
    targetDate: block.targetDate,
    addEndDate: block.addEndDate,
    eventEndDate: block.eventEndDate,
  }
  if (hasEnded(dates)) return null
  const t = await translator(context.locale, 'Countdown')
  const messages: CountdownMessages = {
    label: t.raw('label') as string,
    days: t.raw('days') as string,
    hours: t.raw('hours') as string,
    minutes: t.raw('minutes') as string,
    seconds: t.raw('seconds') as string,
    remaining: t.raw('remaining') as string,
  }
  const alignment = block.contentAlignment ?? 'center'
  const className = [
    styles.countdown,
    block.fullbleed ? styles.fullbleed : styles.contained,
    styles[`align-${alignment}`] ?? styles['align-center'],
    block.invertedTextColor ? styles.inverted : '',
    block.useTextGradient ? styles.gradient : '',
  ]
    .filter(Boolean)
    .join(' ')
  const style: CSSProperties = {
    ...spacingStyle(block),
    ...(isColour(block.backgroundColor) ? { background: colourVar(block.backgroundColor) } : {}),
  }
  return (
    <>
      <InlineStyle sheet={stylesheet} />
      <CountdownClient
        locale={context.locale}
        dates={dates}
        targetText={block.targetText?.trim() ?? ''}
        eventEndText={block.addEndDate ? (block.eventEndText?.trim() ?? '') : ''}
        messages={messages}
        unitLabels={{
          days: t('days', { count: 2 }),
          hours: t('hours', { count: 2 }),
          minutes: t('minutes', { count: 2 }),
          seconds: t('seconds', { count: 2 }),
        }}
        className={className}
        style={style}
      />
    </>
  )
}
