// Issue #34: the front door's internal token: random per serving process; a renderer adopts its serving process's
// from the environment (src/server/pages/renderer.ts), and no other process reads it there.
import { afterEach, describe, expect, it } from 'vitest'

import { adoptInternalToken, INTERNAL_TOKEN_ENV, internalToken, isInternalToken } from './internal'

const original = internalToken()

afterEach(() => {
  // Other files of this worker share the process's token (isolate: false).
  process.env[INTERNAL_TOKEN_ENV] = original
  adoptInternalToken()
})

describe('the internal token', () => {
  it('is adopted by a renderer from its serving process, and taken out of its environment', () => {
    process.env[INTERNAL_TOKEN_ENV] = 'the-serving-process-token-0123456789abcdef'
    adoptInternalToken()
    expect(internalToken()).toBe('the-serving-process-token-0123456789abcdef')
    expect(isInternalToken('the-serving-process-token-0123456789abcdef')).toBe(true)
    expect(isInternalToken(original)).toBe(false)
    expect(process.env[INTERNAL_TOKEN_ENV]).toBeUndefined()
  })

  it('stops a renderer started without one', () => {
    delete process.env[INTERNAL_TOKEN_ENV]
    expect(() => adoptInternalToken()).toThrow(/LUMIBOOK_INTERNAL_TOKEN is unset/)
  })
})
