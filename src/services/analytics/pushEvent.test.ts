// §7: params are reset before each push.
import { describe, expect, it } from 'vitest'

import { pushEvent } from './pushEvent'

describe('pushEvent', () => {
  it('resets params, then pushes the event with its params', () => {
    const target: { dataLayer?: unknown[] } = {}
    pushEvent('langpicker_header_open', { from: '/photobooks' }, target)
    pushEvent('langpicker_footer_open', undefined, target)
    expect(target.dataLayer).toEqual([
      { params: undefined },
      { event: 'langpicker_header_open', params: { from: '/photobooks' } },
      { params: undefined },
      { event: 'langpicker_footer_open', params: undefined },
    ])
  })

  it('keeps what the tag manager already queued', () => {
    const target = { dataLayer: [{ 'gtm.start': 1 }] as unknown[] }
    pushEvent('x', undefined, target)
    expect(target.dataLayer[0]).toEqual({ 'gtm.start': 1 })
    expect(target.dataLayer).toHaveLength(3)
  })
})
