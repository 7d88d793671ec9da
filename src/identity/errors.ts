// §8 "Service sign-in": the identity provider's standard error codes and the names the client reports them by.

/** Codes the provider's REST API answers with (the `error.message` of its JSON body). */
export const providerErrorCodes = [
  'EMAIL_EXISTS',
  'EMAIL_NOT_FOUND',
  'INVALID_PASSWORD',
  'INVALID_LOGIN_CREDENTIALS',
  'INVALID_EMAIL',
  'MISSING_PASSWORD',
  'USER_DISABLED',
  'TOO_MANY_ATTEMPTS_TRY_LATER',
  'TOKEN_EXPIRED',
  'USER_NOT_FOUND',
  'INVALID_REFRESH_TOKEN',
  'INVALID_ID_TOKEN',
  'INVALID_GRANT_TYPE',
  'PASSWORD_DOES_NOT_MEET_REQUIREMENTS',
  'INVALID_API_KEY',
] as const
export type ProviderErrorCode = (typeof providerErrorCodes)[number]

/** §8: the names the client gives identity errors. */
export type IdentityErrorName =
  | 'email-already-in-use'
  | 'user-not-found'
  | 'wrong-password'
  | 'invalid-credential'
  | 'invalid-email'
  | 'missing-password'
  | 'user-disabled'
  | 'too-many-requests'
  | 'user-token-expired'
  | 'invalid-user-token'
  | 'password-does-not-meet-requirements'
  | 'invalid-api-key'
  | 'network-request-failed'
  | 'internal-error'

const names: Record<ProviderErrorCode, IdentityErrorName> = {
  EMAIL_EXISTS: 'email-already-in-use',
  EMAIL_NOT_FOUND: 'user-not-found',
  INVALID_PASSWORD: 'wrong-password',
  // With email enumeration protection the hosted provider answers this for a wrong email or password alike.
  INVALID_LOGIN_CREDENTIALS: 'invalid-credential',
  INVALID_EMAIL: 'invalid-email',
  MISSING_PASSWORD: 'missing-password',
  USER_DISABLED: 'user-disabled',
  TOO_MANY_ATTEMPTS_TRY_LATER: 'too-many-requests',
  TOKEN_EXPIRED: 'user-token-expired',
  // The token endpoint's answer for a refresh token of a deleted account (as the official SDK maps it).
  USER_NOT_FOUND: 'user-token-expired',
  INVALID_REFRESH_TOKEN: 'invalid-user-token',
  INVALID_ID_TOKEN: 'invalid-user-token',
  INVALID_GRANT_TYPE: 'internal-error',
  PASSWORD_DOES_NOT_MEET_REQUIREMENTS: 'password-does-not-meet-requirements',
  INVALID_API_KEY: 'invalid-api-key',
}

/** The provider prefixes some codes with detail ('PASSWORD_DOES_NOT_MEET_REQUIREMENTS : Missing …'). */
export function errorNameOf(providerMessage: string | undefined): IdentityErrorName {
  const code = providerMessage?.split(' : ')[0]?.trim() as ProviderErrorCode | undefined
  return (code && names[code]) || 'internal-error'
}

/** An identity failure as the client sees it: `name`-like `code` from §8, the provider's message kept. */
export class IdentityError extends Error {
  constructor(
    readonly code: IdentityErrorName,
    message: string = code,
  ) {
    super(message)
    this.name = 'IdentityError'
  }
}

/** A failure raised by the embedded provider; the HTTP layer answers it as the provider would. */
export class ProviderError extends Error {
  constructor(
    readonly providerCode: ProviderErrorCode,
    readonly status = 400,
    detail?: string,
  ) {
    super(detail ? `${providerCode} : ${detail}` : providerCode)
    this.name = 'ProviderError'
  }
}
