// §4 Countdown: runs to targetDate (with targetText), then optionally to eventEndDate (with eventEndText). The
// spec leaves "after the end" open; our choice: once the last date has passed (the end date, or the target date
// when there is none) the block hides itself — an expired deadline is noise on a shop page.

export type CountdownPhase = 'before' | 'during' | 'over'

export interface Remaining {
  /** Milliseconds to the next date (0 when over). */
  total: number
  days: number
  hours: number
  minutes: number
  seconds: number
}

export interface CountdownDates {
  targetDate?: string | null
  addEndDate?: boolean | null
  eventEndDate?: string | null
}

export interface CountdownState {
  phase: CountdownPhase
  remaining: Remaining
}

function time(value: string | null | undefined): number | undefined {
  if (!value) return undefined
  const ms = new Date(value).getTime()
  return Number.isNaN(ms) ? undefined : ms
}

export function splitRemaining(total: number): Remaining {
  const ms = Math.max(0, total)
  const seconds = Math.floor(ms / 1000)
  return {
    total: ms,
    days: Math.floor(seconds / 86400),
    hours: Math.floor(seconds / 3600) % 24,
    minutes: Math.floor(seconds / 60) % 60,
    seconds: seconds % 60,
  }
}

/** The end date in force: only when addEndDate is set and it falls after the target (§3 rule). */
export function endOf(block: CountdownDates): number | undefined {
  const start = time(block.targetDate)
  const end = block.addEndDate ? time(block.eventEndDate) : undefined
  return start !== undefined && end !== undefined && end > start ? end : undefined
}

/**
 * Where the countdown stands at `now`: before the start (counting to targetDate), during the event (counting to
 * eventEndDate; the start is inclusive, the end exclusive), or over. A missing or invalid targetDate is over.
 */
export function countdownState(now: Date | number, block: CountdownDates): CountdownState {
  const at = typeof now === 'number' ? now : now.getTime()
  const start = time(block.targetDate)
  const over = { phase: 'over' as const, remaining: splitRemaining(0) }
  if (start === undefined) return over
  if (at < start) return { phase: 'before', remaining: splitRemaining(start - at) }
  const end = endOf(block)
  if (end !== undefined && at < end) return { phase: 'during', remaining: splitRemaining(end - at) }
  return over
}

/** Whether the countdown has already run out (server side: a page rendered after the end never needs it again). */
export function hasEnded(block: CountdownDates, now: number = Date.now()): boolean {
  return countdownState(now, block).phase === 'over'
}

/** Whole days from `now` to the countdown's last date (the end date, or the target): no count will be larger. */
export function daysToLastDate(block: CountdownDates, now: number = Date.now()): number {
  const last = endOf(block) ?? time(block.targetDate)
  return last === undefined ? 0 : splitRemaining(last - now).days
}
