// §2 newsletter sign-up: the rules the dialog and the route share.
import { describe, expect, it } from 'vitest'

import { validateSignUp } from './validation'

describe('validateSignUp', () => {
  const valid = { email: 'Anna@example.com', consent: true, captcha: 'payload', locale: 'sv-se' }

  it('gives the clean sign-up when every rule holds', () => {
    expect(validateSignUp(valid)).toEqual({
      ok: true,
      signUp: { email: 'anna@example.com', consent: true, captcha: 'payload', locale: 'sv-se' },
    })
  })

  it('takes a form post’s checkbox ("on") as consent', () => {
    expect(validateSignUp({ ...valid, consent: 'on' }).ok).toBe(true)
  })

  it('requires consent to be given', () => {
    for (const consent of [false, undefined, 'off', '', 1]) {
      expect(validateSignUp({ ...valid, consent })).toEqual({ ok: false, errors: ['consent'] })
    }
  })

  it('names every wrong field', () => {
    expect(validateSignUp({ email: 'nope', locale: 'xx-xx' })).toEqual({
      ok: false,
      errors: ['email', 'consent', 'captcha', 'locale'],
    })
    expect(validateSignUp({ ...valid, email: 42 })).toEqual({ ok: false, errors: ['email'] })
    expect(validateSignUp({ ...valid, captcha: '' })).toEqual({ ok: false, errors: ['captcha'] })
  })
})
