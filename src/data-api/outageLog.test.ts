// §3 defaults during an outage: one log line per outage for the whole process, one when it ends.
import { describe, expect, it, vi } from 'vitest'

import { createOutageLog } from './outageLog'

describe('outage log', () => {
  it('writes the first failure of an outage and its end, whichever caller reports them', () => {
    const log = { error: vi.fn(), info: vi.fn() }
    const outage = createOutageLog(log)
    outage.info('[data-api] available again')
    outage.error('[data-api] unavailable', new Error('loader'))
    outage.error('[data-api] unavailable', new Error('ChristmasDelivery'))
    outage.info('[data-api] available again')
    outage.info('[data-api] available again')
    outage.error('[data-api] unavailable', new Error('next outage'))
    expect(log.error.mock.calls.map(([, error]) => (error as Error).message)).toEqual([
      'loader',
      'next outage',
    ])
    expect(log.info).toHaveBeenCalledTimes(1)
  })
})
