// §4 "Service token": a cached ID token reused until 5 minutes before expiry; then renewed with the refresh token at
// the provider's token endpoint, and only when that fails by a password sign-in; concurrent renewals are merged.
import { decodeJwt } from 'jose'

import type { IdentityClient } from '@/identity/port'
import { IdentityError } from '@/identity/errors'
import { missingPasswordRequirements, type PasswordPolicy } from '@/identity/passwords'

/** §9: token refresh margin, 5 minutes before expiry. */
export const tokenRefreshMarginMs = 300_000

/** §3 "Service token record". */
export interface ServiceTokenRecord {
  idToken: string
  /** Epoch milliseconds. */
  expirationTime: number
}

export interface ServiceTokenOptions {
  identity: Pick<IdentityClient, 'signInWithPassword' | 'refreshIdToken' | 'passwordPolicy'>
  credentials: () => { email: string; password: string }
  now?: () => number
  /** §8: called with the refreshed policy after a password-does-not-meet-requirements failure. */
  onPasswordPolicy?: (policy: PasswordPolicy) => void
  log?: Pick<Console, 'warn'>
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
  const log = options.log ?? console
  let record: ServiceTokenRecord | undefined
  let refreshToken: string | undefined
  /** §8: the provider's policy once a sign-in was refused for it; later sign-ins check the password against it. */
  let policy: PasswordPolicy | undefined
  let inFlight: Promise<ServiceTokenRecord> | undefined

  function keep(tokens: { idToken: string; refreshToken: string; expiresIn: string }): ServiceTokenRecord {
    refreshToken = tokens.refreshToken
    record = {
      idToken: tokens.idToken,
      expirationTime: expirationOf(tokens.idToken, tokens.expiresIn, now()),
    }
    return record
  }

  async function signIn(): Promise<ServiceTokenRecord> {
    const { email, password } = options.credentials()
    // §8: a password the refreshed policy refuses is not sent again (each refusal counts towards a lockout).
    const missing = policy ? missingPasswordRequirements(password, policy) : []
    if (missing.length)
      throw new IdentityError(
        'password-does-not-meet-requirements',
        `The service account's password misses the provider's policy: ${missing.join('; ')}`,
      )
    try {
      return keep(await options.identity.signInWithPassword(email, password))
    } catch (error) {
      if (error instanceof IdentityError && error.code === 'password-does-not-meet-requirements') {
        policy = await options.identity.passwordPolicy().catch(() => policy)
        if (policy) options.onPasswordPolicy?.(policy)
      }
      throw error
    }
  }

  async function renew(): Promise<ServiceTokenRecord> {
    if (refreshToken) {
      try {
        return keep(await options.identity.refreshIdToken(refreshToken))
      } catch (error) {
        // A revoked or expired refresh token (or a provider that forgot it): a password sign-in replaces it.
        refreshToken = undefined
        log.warn(
          `[service-token] refresh failed (${error instanceof IdentityError ? error.code : 'unknown'}), signing in`,
        )
      }
    }
    return signIn()
  }

  const serviceToken = async () => {
    // §4.1: reuse while now is more than the margin before expiry.
    if (record && now() < record.expirationTime - tokenRefreshMarginMs) return record.idToken
    // §4.2: concurrent callers share one renewal.
    inFlight ??= renew().finally(() => {
      inFlight = undefined
    })
    return (await inFlight).idToken
  }
  return Object.assign(serviceToken, { record: () => record })
}
