// ID tokens: RS256 JWTs checked against the provider's JWKS for signature, issuer, audience and expiry (§7).
import { createLocalJWKSet, createRemoteJWKSet, type JWK, jwtVerify, type JWTPayload } from 'jose'

export const signingAlgorithms = ['RS256']

export interface IdTokenClaims extends JWTPayload {
  sub: string
  email?: string
  email_verified?: boolean
  auth_time?: number
}

export type KeySet = ReturnType<typeof createLocalJWKSet> | ReturnType<typeof createRemoteJWKSet>

export function localKeySet(jwks: { keys: JWK[] }): KeySet {
  return createLocalJWKSet(jwks)
}

/** The hosted provider's keys, fetched once and cached by jose (refreshed on an unknown kid). */
export function remoteKeySet(identityUrl: string): KeySet {
  return createRemoteJWKSet(new URL(`${identityUrl}/.well-known/jwks.json`))
}

export interface VerifyOptions {
  keys: KeySet
  issuer: string
  audience: string
  /** Seconds; for tests and clock skew. */
  currentDate?: Date
}

/** Throws (jose's errors) unless the token is an RS256 ID token for this audience from this issuer, unexpired. */
export async function verifyIdToken(token: string, options: VerifyOptions): Promise<IdTokenClaims> {
  const { payload } = await jwtVerify(token, options.keys, {
    algorithms: signingAlgorithms,
    issuer: options.issuer,
    audience: options.audience,
    requiredClaims: ['sub', 'exp', 'iat'],
    currentDate: options.currentDate,
  })
  return payload as IdTokenClaims
}
