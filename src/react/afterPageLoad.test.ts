// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { afterPageLoad } from './afterPageLoad'

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state })
}

describe('afterPageLoad', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    setReadyState('complete')
  })

  it('waits for the load event, then runs in a task of its own', () => {
    setReadyState('interactive')
    const run = vi.fn()
    afterPageLoad(run)
    vi.runAllTimers()
    expect(run).not.toHaveBeenCalled()

    window.dispatchEvent(new Event('load'))
    expect(run).not.toHaveBeenCalled()
    vi.runAllTimers()
    expect(run).toHaveBeenCalledOnce()
  })

  it('runs in the next task when the page has already loaded, never inside the caller', () => {
    setReadyState('complete')
    const run = vi.fn()
    afterPageLoad(run)
    expect(run).not.toHaveBeenCalled()
    vi.runAllTimers()
    expect(run).toHaveBeenCalledOnce()
  })

  it('runs nothing once cancelled, before or after the load event', () => {
    setReadyState('loading')
    const early = vi.fn()
    afterPageLoad(early)()
    const late = vi.fn()
    const cancelLate = afterPageLoad(late)
    window.dispatchEvent(new Event('load'))
    cancelLate()
    vi.runAllTimers()
    expect(early).not.toHaveBeenCalled()
    expect(late).not.toHaveBeenCalled()
  })
})
