// §3/§4 Countdown: required targetDate, end date fields only with addEndDate, the end after the start, the phases
// with a fake clock, and a server HTML that reserves the box but holds no time.
import { afterEach, describe, expect, it, vi } from 'vitest'

import { blockDefinition } from '../registry'
import { defaultOf, field, isShown } from '../../../tests/support/fields'
import { renderServer } from '../../../tests/support/render'
import type { BlockData } from '../types'
import Countdown from './Component'
import { countdownBlock, endDateMessage, endDateRequiredMessage } from './config'
import { countdownState, daysToLastDate } from './state'

const block = countdownBlock
const context = { locale: 'en-gb', model: 'page', createAppUrl: 'https://create.example/start' } as const

const target = '2026-12-01T09:00:00.000Z'
const end = '2026-12-04T23:00:00.000Z'
const at = (iso: string, offsetMs = 0) => new Date(new Date(iso).getTime() + offsetMs)

describe('Countdown config (§3, §5)', () => {
  it('requires targetDate, a date with time', () => {
    const targetDate = field(block, 'targetDate') as { required?: boolean; type: string }
    expect(targetDate.type).toBe('date')
    expect(targetDate.required).toBe(true)
    expect(blockDefinition('Countdown')?.config.labels?.singular).toMatchObject({ en: 'Countdown' })
    expect(defaultOf(block, 'contentAlignment')).toBe('center')
    expect(blockDefinition('Countdown')?.hiddenFromInsertMenu).toBeFalsy()
  })

  it('shows eventEndDate and eventEndText only when addEndDate is set (§4)', () => {
    for (const name of ['eventEndDate', 'eventEndText']) {
      expect(isShown(block, name, { addEndDate: true })).toBe(true)
      expect(isShown(block, name, { addEndDate: false })).toBe(false)
      expect(isShown(block, name, {})).toBe(false)
    }
  })

  it('requires eventEndDate after targetDate while addEndDate is set', () => {
    const validate = (field(block, 'eventEndDate') as { validate: (v: unknown, o: unknown) => unknown })
      .validate
    const sibling = (siblingData: object) => ({ siblingData })
    expect(validate(end, sibling({ addEndDate: true, targetDate: target }))).toBe(true)
    expect(validate(target, sibling({ addEndDate: true, targetDate: target }))).toBe(endDateMessage)
    expect(validate('2026-11-30T09:00:00.000Z', sibling({ addEndDate: true, targetDate: target }))).toBe(
      endDateMessage,
    )
    expect(validate(null, sibling({ addEndDate: true, targetDate: target }))).toBe(endDateRequiredMessage)
    expect(validate(null, sibling({ addEndDate: false, targetDate: target }))).toBe(true)
    expect(validate(target, sibling({ addEndDate: false, targetDate: end }))).toBe(true)
  })
})

describe('countdownState with a fake clock (§4)', () => {
  const withEnd = { targetDate: target, addEndDate: true, eventEndDate: end }
  it('counts down to the target before it', () => {
    const state = countdownState(at(target, -((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000), withEnd)
    expect(state.phase).toBe('before')
    expect(state.remaining).toMatchObject({ days: 2, hours: 3, minutes: 4, seconds: 5 })
  })
  it('is during the event exactly at the target (start inclusive), counting to the end', () => {
    const state = countdownState(at(target), withEnd)
    expect(state.phase).toBe('during')
    expect(state.remaining).toMatchObject({ days: 3, hours: 14, minutes: 0, seconds: 0 })
  })
  it('counts down to the end between target and end', () => {
    const state = countdownState(at(end, -61_000), withEnd)
    expect(state.phase).toBe('during')
    expect(state.remaining).toMatchObject({ days: 0, hours: 0, minutes: 1, seconds: 1 })
  })
  it('is over exactly at the end and after it', () => {
    expect(countdownState(at(end), withEnd).phase).toBe('over')
    expect(countdownState(at(end, 1000), withEnd).phase).toBe('over')
    expect(countdownState(at(end, 1000), withEnd).remaining.total).toBe(0)
  })
  it('is over from the target on without an end date, or with addEndDate off', () => {
    expect(countdownState(at(target, -1), { targetDate: target }).phase).toBe('before')
    expect(countdownState(at(target), { targetDate: target }).phase).toBe('over')
    expect(
      countdownState(at(target, 1000), { targetDate: target, addEndDate: false, eventEndDate: end }).phase,
    ).toBe('over')
  })
  it('ignores an end date that is not after the target, and is over for a missing target', () => {
    expect(
      countdownState(at(target), { targetDate: target, addEndDate: true, eventEndDate: target }).phase,
    ).toBe('over')
    expect(countdownState(at(target), {}).phase).toBe('over')
    expect(countdownState(at(target), { targetDate: 'not a date' }).phase).toBe('over')
  })
  it('knows the largest day count it can still show: the days to the last date', () => {
    const before = at(target, -2 * 86_400_000).getTime()
    expect(daysToLastDate({ targetDate: target }, before)).toBe(2)
    // Target to end is 3 days 14 hours: counting to the end date shows at most 5 days from here.
    expect(daysToLastDate(withEnd, before)).toBe(5)
    expect(daysToLastDate(withEnd, at(end, 1000).getTime())).toBe(0)
    expect(daysToLastDate({}, before)).toBe(0)
  })
})

describe('Countdown renderer', () => {
  afterEach(() => vi.useRealTimers())

  const data = (overrides: Partial<BlockData<'Countdown'>> = {}) =>
    ({
      blockType: 'Countdown',
      targetDate: target,
      targetText: 'The Christmas sale starts in',
      addEndDate: true,
      eventEndDate: end,
      eventEndText: 'The sale ends in',
      ...overrides,
    }) as BlockData<'Countdown'>

  it('server HTML reserves the box with both texts and the unit labels, but holds no time', async () => {
    vi.useFakeTimers({ now: at(target, -3 * 24 * 3600 * 1000), toFake: ['Date'] })
    const html = await renderServer(<Countdown block={data()} context={context} />)
    expect(html).toContain('<section')
    expect(html).toContain('The Christmas sale starts in')
    expect(html).toContain('The sale ends in')
    expect(html).toContain('role="timer"')
    expect(html).toContain('aria-live="off"')
    for (const unit of ['Days', 'Hours', 'Minutes', 'Seconds']) expect(html).toContain(`>${unit}</span>`)
    // No digits anywhere in the text content: the time is the browser's alone.
    const text = html.replace(/<[^>]*>/g, '')
    expect(text).not.toMatch(/\d/)
    expect(html).not.toContain('data-phase="before"')
  })

  it('leaves out the end text when addEndDate is off', async () => {
    vi.useFakeTimers({ now: at(target, -1000), toFake: ['Date'] })
    const html = await renderServer(<Countdown block={data({ addEndDate: false })} context={context} />)
    expect(html).toContain('The Christmas sale starts in')
    expect(html).not.toContain('The sale ends in')
  })

  it('translates the unit labels', async () => {
    vi.useFakeTimers({ now: at(target, -1000), toFake: ['Date'] })
    const html = await renderServer(<Countdown block={data()} context={{ ...context, locale: 'sv-se' }} />)
    expect(html).toContain('>Dagar</span>')
    expect(html).toContain('>Sekunder</span>')
  })

  it('renders nothing once the last date has passed when the page is rendered', async () => {
    vi.useFakeTimers({ now: at(end), toFake: ['Date'] })
    expect(await renderServer(<Countdown block={data()} context={context} />)).toBe('')
    vi.setSystemTime(at(target, 1))
    expect(await renderServer(<Countdown block={data({ addEndDate: false })} context={context} />)).toBe('')
  })

  it('renders nothing for bad data', async () => {
    for (const bad of [{ targetDate: null }, { targetDate: 'soon' }, { targetDate: undefined }]) {
      expect(await renderServer(<Countdown block={data(bad as never)} context={context} />)).toBe('')
    }
  })
})
