// Account passwords: node's scrypt with a per-password salt, and the provider's password policy (§8).
import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto'

const parameters = { N: 1 << 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } satisfies ScryptOptions
const keyLength = 64

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  )
}

/** `scrypt$N$r$p$salt$hash`, both base64url: the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, parameters)
  const { N, r, p } = parameters
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64url')
  const key = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(N),
    r: Number(r),
    p: Number(p),
    maxmem: parameters.maxmem,
  })
  return key.length === expected.length && timingSafeEqual(key, expected)
}

/** A policy as the provider's `GET /v2/passwordPolicy` answers it (§8: refreshed after a refused password). */
export interface PasswordPolicy {
  customStrengthOptions?: {
    minPasswordLength?: number
    maxPasswordLength?: number
    containsLowercaseCharacter?: boolean
    containsUppercaseCharacter?: boolean
    containsNumericCharacter?: boolean
    containsNonAlphanumericCharacter?: boolean
  }
  /** 'ENFORCE' refuses a password that misses the policy; 'OFF' (or none) refuses none. */
  enforcementState?: string
  allowedNonAlphanumericCharacters?: readonly string[]
  schemaVersion?: number
}

/** The embedded provider's policy. */
export const passwordPolicy = {
  customStrengthOptions: {
    minPasswordLength: 12,
    maxPasswordLength: 4096,
    containsLowercaseCharacter: true,
    containsNumericCharacter: true,
  },
  enforcementState: 'ENFORCE',
  allowedNonAlphanumericCharacters: [...'^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+-'],
  schemaVersion: 1,
} as const satisfies PasswordPolicy

/** The requirements a password misses under a policy, worded as the provider words them; empty when it complies. */
export function missingPasswordRequirements(
  password: string,
  policy: PasswordPolicy = passwordPolicy,
): string[] {
  if (policy.enforcementState !== 'ENFORCE') return []
  const options = policy.customStrengthOptions ?? {}
  const missing: string[] = []
  if (options.minPasswordLength && password.length < options.minPasswordLength)
    missing.push(`Password must contain at least ${options.minPasswordLength} characters`)
  if (options.maxPasswordLength && password.length > options.maxPasswordLength)
    missing.push(`Password may contain at most ${options.maxPasswordLength} characters`)
  if (options.containsLowercaseCharacter && !/[a-z]/.test(password))
    missing.push('Password must contain a lower case character')
  if (options.containsUppercaseCharacter && !/[A-Z]/.test(password))
    missing.push('Password must contain an upper case character')
  if (options.containsNumericCharacter && !/[0-9]/.test(password))
    missing.push('Password must contain a numeric character')
  const allowed = policy.allowedNonAlphanumericCharacters
  if (
    options.containsNonAlphanumericCharacter &&
    ![...password].some((character) =>
      allowed ? allowed.includes(character) : /[^a-zA-Z0-9]/.test(character),
    )
  )
    missing.push('Password must contain a non-alphanumeric character')
  return missing
}
