// @vitest-environment happy-dom
// §4 Countdown in the browser: ticks once a second to targetDate, then to eventEndDate, hides itself after the end,
// and pauses while the tab is hidden.
import { act } from 'react'
import type { Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { createTestRoot, removeTestRoot } from '../../../tests/support/clientRoot'
import { countdownTexts } from './Component'
import { CountdownClient, type CountdownTexts } from './CountdownClient'

const target = new Date('2026-12-01T09:00:00.000Z').getTime()
const end = new Date('2026-12-01T09:00:05.000Z').getTime()

let root: Root
let container: HTMLElement
let texts: CountdownTexts

async function mount(dates: { targetDate: string; addEndDate?: boolean; eventEndDate?: string }) {
  act(() =>
    root.render(
      <CountdownClient
        dates={dates}
        targetText="Starts in"
        eventEndText="Ends in"
        texts={texts}
        className="countdown"
        style={{}}
      />,
    ),
  )
}

const numbers = () => [...container.querySelectorAll('li > span:first-child')].map((span) => span.textContent)
const section = () => container.querySelector('section')

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state })
  act(() => document.dispatchEvent(new Event('visibilitychange')))
}

beforeEach(async () => {
  texts ??= await countdownTexts('en-gb', 59)
  vi.useFakeTimers({ now: target - 3000 })
  ;({ root, container } = createTestRoot())
})

afterEach(() => {
  removeTestRoot(root, container)
  setVisibility('visible')
  vi.useRealTimers()
})

describe('CountdownClient', () => {
  it('counts to the target, then to the end, then hides itself', async () => {
    await mount({
      targetDate: new Date(target).toISOString(),
      addEndDate: true,
      eventEndDate: new Date(end).toISOString(),
    })
    expect(section()?.dataset.phase).toBe('before')
    expect(numbers()).toEqual(['00', '00', '00', '03'])
    expect(section()?.getAttribute('aria-label')).toBe('Starts in')
    expect(container.querySelector('.visually-hidden')?.textContent).toBe(
      '0 days, 0 hours and 0 minutes left',
    )
    act(() => vi.advanceTimersByTime(1000))
    expect(numbers()).toEqual(['00', '00', '00', '02'])
    act(() => vi.advanceTimersByTime(2000))
    expect(section()?.dataset.phase).toBe('during')
    expect(section()?.getAttribute('aria-label')).toBe('Ends in')
    expect(numbers()).toEqual(['00', '00', '00', '05'])
    act(() => vi.advanceTimersByTime(5000))
    expect(section()).toBeNull()
  })

  it('says one day, one hour and one minute in the singular', async () => {
    await mount({ targetDate: new Date(target - 3000 + 90_061_000).toISOString() })
    expect(numbers()).toEqual(['01', '01', '01', '01'])
    expect(container.querySelector('.visually-hidden')?.textContent).toBe('1 day, 1 hour and 1 minute left')
    expect([...container.querySelectorAll('li [data-active]')].map((span) => span.textContent)).toEqual([
      'Day',
      'Hour',
      'Minute',
      'Second',
    ])
  })

  it('keeps every form of a unit in its cell, so the plural changing moves nothing (issue #33)', async () => {
    await mount({ targetDate: new Date(target - 1000).toISOString() })
    const seconds = () => container.querySelector('li:last-child > span:last-child')!
    expect(numbers()).toEqual(['00', '00', '00', '02'])
    expect([...seconds().children].map((span) => span.textContent)).toEqual(['Second', 'Seconds'])
    expect(seconds().querySelector('[data-active]')?.textContent).toBe('Seconds')
    act(() => vi.advanceTimersByTime(1000))
    expect([...seconds().children].map((span) => span.textContent)).toEqual(['Second', 'Seconds'])
    expect(seconds().querySelector('[data-active]')?.textContent).toBe('Second')
  })

  it('hides itself at the target when there is no end date', async () => {
    await mount({ targetDate: new Date(target).toISOString() })
    expect(section()).not.toBeNull()
    act(() => vi.advanceTimersByTime(3000))
    expect(section()).toBeNull()
  })

  it('pauses while the tab is hidden and catches up on return', async () => {
    await mount({ targetDate: new Date(target + 60_000).toISOString() })
    expect(numbers()).toEqual(['00', '00', '01', '03'])
    setVisibility('hidden')
    act(() => vi.advanceTimersByTime(10_000))
    expect(numbers()).toEqual(['00', '00', '01', '03'])
    setVisibility('visible')
    expect(numbers()).toEqual(['00', '00', '00', '53'])
  })
})
