// Account passwords: scrypt with a per-password salt, and the provider's password policy (§8).
import { describe, expect, it } from 'vitest'

import { hashPassword, missingPasswordRequirements, verifyPassword } from './passwords'

describe('password hashes', () => {
  it('are salted scrypt hashes that verify only the right password', async () => {
    const first = await hashPassword('correct horse 42')
    const second = await hashPassword('correct horse 42')
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{86}$/)
    expect(first).not.toBe(second)
    expect(first).not.toContain('correct horse')
    expect(await verifyPassword('correct horse 42', first)).toBe(true)
    expect(await verifyPassword('correct horse 43', first)).toBe(false)
    expect(
      await verifyPassword(
        'correct horse 42',
        // The hash's first character (its last one partly encodes padding bits, which decode the same).
        first.replace(
          /\$(.)([\w-]{85})$/,
          (_, c: string, rest: string) => `$${c === 'A' ? 'B' : 'A'}${rest}`,
        ),
      ),
    ).toBe(false)
    expect(await verifyPassword('correct horse 42', 'plain')).toBe(false)
  })
})

describe('password policy', () => {
  it('names each requirement a password misses', () => {
    expect(missingPasswordRequirements('a long enough 1')).toEqual([])
    expect(missingPasswordRequirements('short1')).toEqual(['Password must contain at least 12 characters'])
    expect(missingPasswordRequirements('NO LOWER CASE 1')).toEqual([
      'Password must contain a lower case character',
    ])
    expect(missingPasswordRequirements('no digits at all')).toEqual([
      'Password must contain a numeric character',
    ])
  })

  it('reads any policy the provider answers with (§8 refresh): upper case, symbols, enforcement off', () => {
    const policy = {
      customStrengthOptions: {
        minPasswordLength: 8,
        containsUppercaseCharacter: true,
        containsNonAlphanumericCharacter: true,
      },
      allowedNonAlphanumericCharacters: ['!', '#'],
      enforcementState: 'ENFORCE',
    }
    expect(missingPasswordRequirements('Upper#case', policy)).toEqual([])
    expect(missingPasswordRequirements('lower#case', policy)).toEqual([
      'Password must contain an upper case character',
    ])
    // '-' is not among the allowed symbols.
    expect(missingPasswordRequirements('Upper-case', policy)).toEqual([
      'Password must contain a non-alphanumeric character',
    ])
    expect(missingPasswordRequirements('x', { ...policy, enforcementState: 'OFF' })).toEqual([])
  })
})
