// §2 newsletter sign-up: the rules the dialog and the route share.
import { describe, expect, it } from 'vitest'

import { isValidEmail, MAX_EMAIL_LENGTH, normalizeEmail, validateSignUp } from './validation'

describe('isValidEmail', () => {
  it('accepts ordinary addresses, however they are cased or padded', () => {
    for (const email of ['anna@example.com', ' Bo.Ek+news@mail.example.se ', 'x@a.io']) {
      expect(isValidEmail(email), email).toBe(true)
    }
  })

  it('refuses what cannot be delivered to', () => {
    for (const email of [
      '',
      'anna',
      'anna@',
      '@example.com',
      'anna@example',
      'a b@example.com',
      'a@@b.com',
      'a@b..com',
    ]) {
      expect(isValidEmail(email), email).toBe(false)
    }
  })

  it(`refuses an address longer than ${MAX_EMAIL_LENGTH} characters`, () => {
    const domain = '@example.com'
    expect(isValidEmail('a'.repeat(MAX_EMAIL_LENGTH - domain.length) + domain)).toBe(true)
    expect(isValidEmail('a'.repeat(MAX_EMAIL_LENGTH - domain.length + 1) + domain)).toBe(false)
  })
})

describe('normalizeEmail', () => {
  it('trims and lower-cases, so one address is one subscription', () => {
    expect(normalizeEmail('  Anna@Example.COM ')).toBe('anna@example.com')
  })
})

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
