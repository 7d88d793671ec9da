// The one email rule (issue #21).
import { describe, expect, it } from 'vitest'

import { isValidEmail, MAX_EMAIL_LENGTH, normalizeEmail } from './email'

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
