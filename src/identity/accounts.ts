// Creating an identity account (accounts:signUp and the seed's service account): policy-checked, scrypt-hashed.
// No 'server-only' marker: the seed runs this under tsx outside Next; node:crypto keeps it off the browser anyway.
import type { Payload } from 'payload'

import { isValidEmail, normalizeEmail } from '@/lib/email'
import type { IdentityAccount } from '@/payload-types'

import { ProviderError } from './errors'
import { hashPassword, missingPasswordRequirements } from './passwords'

export interface NewAccount {
  email: string
  password: string
  kind?: 'user' | 'service'
  displayName?: string
  emailVerified?: boolean
}

/** The provider's PASSWORD_DOES_NOT_MEET_REQUIREMENTS error when the password misses the policy (§8). */
export function assertPasswordPolicy(password: string): void {
  const missing = missingPasswordRequirements(password)
  if (missing.length)
    throw new ProviderError(
      'PASSWORD_DOES_NOT_MEET_REQUIREMENTS',
      400,
      `Missing password requirements: [${missing.join(', ')}]`,
    )
}

export async function findAccountByEmail(
  payload: Payload,
  email: string,
): Promise<IdentityAccount | undefined> {
  const { docs } = await payload.find({
    collection: 'identity-accounts',
    where: { email: { equals: normalizeEmail(email) } },
    limit: 1,
    depth: 0,
    showHiddenFields: true,
  })
  return docs[0]
}

export async function createAccount(payload: Payload, input: NewAccount): Promise<IdentityAccount> {
  const email = normalizeEmail(input.email)
  if (!isValidEmail(email)) throw new ProviderError('INVALID_EMAIL')
  if (!input.password) throw new ProviderError('MISSING_PASSWORD')
  assertPasswordPolicy(input.password)
  if (await findAccountByEmail(payload, email)) throw new ProviderError('EMAIL_EXISTS')
  return payload.create({
    collection: 'identity-accounts',
    data: {
      email,
      passwordHash: await hashPassword(input.password),
      kind: input.kind ?? 'user',
      displayName: input.displayName,
      emailVerified: input.emailVerified ?? false,
    },
    depth: 0,
  })
}
