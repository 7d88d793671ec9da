// §4 "Service token": a cached ID token reused until 5 minutes before expiry; one merged sign-in otherwise.
import { decodeJwt } from 'jose'

import type { IdentityClient } from '@/identity/client'
import { IdentityError } from '@/identity/errors'

/** §9: token refresh margin, 5 minutes before expiry. */
export const tokenRefreshMarginMs = 300_000

/** §3 "Service token record". */
export interface ServiceTokenRecord {
  idToken: string
  /** Epoch milliseconds. */
  expirationTime: number
}

export interface ServiceTokenOptions {
  identity: Pick<IdentityClient, 'signInWithPassword' | 'passwordPolicy'>
  credentials: () => { email: string; password: string }
  now?: () => number
  /** §8: called with the refreshed policy after a password-does-not-meet-requirements failure. */
  onPasswordPolicy?: (policy: Record<string, unknown>) => void
}

export interface ServiceTokenSource {
  (): Promise<string>
  /** The cached record, for inspection (§3). */
  record(): ServiceTokenRecord | undefined
}

/** The token's own exp claim when readable, else now + expiresIn. */
function expirationOf(idToken: string, expiresIn: string, now: number): number {
  try {
    const { exp } = decodeJwt(idToken)
    if (typeof exp === 'number') return exp * 1000
  } catch {
    // Not a JWT we can read: trust the provider's expiresIn.
  }
  return now + Number(expiresIn) * 1000
}

export function createServiceToken(options: ServiceTokenOptions): ServiceTokenSource {
  const now = options.now ?? Date.now
  let record: ServiceTokenRecord | undefined
  let inFlight: Promise<ServiceTokenRecord> | undefined

  async function signIn(): Promise<ServiceTokenRecord> {
    const { email, password } = options.credentials()
    try {
      const tokens = await options.identity.signInWithPassword(email, password)
      record = {
        idToken: tokens.idToken,
        expirationTime: expirationOf(tokens.idToken, tokens.expiresIn, now()),
      }
      return record
    } catch (error) {
      if (error instanceof IdentityError && error.code === 'password-does-not-meet-requirements') {
        const policy = await options.identity.passwordPolicy().catch(() => undefined)
        if (policy) options.onPasswordPolicy?.(policy)
      }
      throw error
    }
  }

  const serviceToken = async () => {
    // §4.1: reuse while now is more than the margin before expiry.
    if (record && now() < record.expirationTime - tokenRefreshMarginMs) return record.idToken
    // §4.2: concurrent callers share one sign-in.
    inFlight ??= signIn().finally(() => {
      inFlight = undefined
    })
    return (await inFlight).idToken
  }
  return Object.assign(serviceToken, { record: () => record })
}
