import 'server-only'

// The embedded identity provider (§4, §7): accounts with scrypt hashes, lockout, RS256 ID and refresh tokens.
import { randomUUID } from 'node:crypto'

import { jwtVerify, SignJWT } from 'jose'
import type { Payload } from 'payload'

import { isValidEmail } from '@/lib/email'
import type { IdentityAccount } from '@/payload-types'

import { assertPasswordPolicy, createAccount, findAccountByEmail, type NewAccount } from './accounts'
import type { AccountInfo } from './client'
import { ProviderError } from './errors'
import { publicJwks, signingAlgorithm, signingKey } from './keys'
import { hashPassword, verifyPassword } from './passwords'
import { type IdTokenClaims, localKeySet } from './tokens'

/** One hour, as the provider's ID tokens. */
export const idTokenLifetimeSeconds = 3600
const refreshTokenLifetimeSeconds = 30 * 24 * 3600
/** Lockout: this many wrong passwords in a row lock the account for lockMinutes. */
export const maxFailedAttempts = 5
export const lockMinutes = 15

const collection = 'identity-accounts'

export interface IdentitySettings {
  issuer: string
  audience: string
}

export interface SignInResult {
  kind: 'identitytoolkit#VerifyPasswordResponse'
  localId: string
  email: string
  displayName: string
  idToken: string
  refreshToken: string
  expiresIn: string
  registered: true
}

export interface RefreshResult {
  access_token: string
  expires_in: string
  token_type: 'Bearer'
  refresh_token: string
  id_token: string
  user_id: string
  project_id: string
}

const uidOf = (account: Pick<IdentityAccount, 'id'>) => String(account.id)
/** Tokens issued (iat, whole seconds) before the account's tokensValidAfter are revoked. */
const revoked = (account: IdentityAccount, issuedAtSeconds: number) =>
  Boolean(account.tokensValidAfter) &&
  Math.floor(Date.parse(account.tokensValidAfter!) / 1000) > issuedAtSeconds
const epochMs = (value: string | null | undefined) => (value ? String(Date.parse(value)) : null)

/** An account as the hosted provider's accounts:lookup answers it (its wire names: localId, photoUrl,
 * providerUserInfo …; absent fields are left out, as the provider leaves them out). Issue #24 item 20. */
export function accountInfo(account: IdentityAccount): AccountInfo {
  const optional = (value: string | null | undefined) => value || undefined
  const passwordUpdatedAt = Date.parse(account.tokensValidAfter ?? account.createdAt)
  return {
    localId: uidOf(account),
    email: account.email,
    emailVerified: Boolean(account.emailVerified),
    displayName: optional(account.displayName),
    photoUrl: optional(account.photoURL),
    phoneNumber: optional(account.phoneNumber),
    providerUserInfo: [
      {
        providerId: 'password',
        federatedId: account.email,
        email: account.email,
        rawId: account.email,
        displayName: optional(account.displayName),
        photoUrl: optional(account.photoURL),
      },
    ],
    passwordUpdatedAt,
    validSince: String(Math.floor(passwordUpdatedAt / 1000)),
    disabled: Boolean(account.disabled),
    createdAt: epochMs(account.createdAt) ?? '0',
    lastLoginAt: epochMs(account.lastLoginAt) ?? undefined,
    lastRefreshAt: account.lastLoginAt ?? undefined,
  }
}

export class IdentityService {
  constructor(
    private readonly payload: Payload,
    private readonly settings: IdentitySettings,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private findByEmail(email: string): Promise<IdentityAccount | undefined> {
    return findAccountByEmail(this.payload, email)
  }

  private async findById(uid: string): Promise<IdentityAccount | undefined> {
    const { docs } = await this.payload.find({
      collection,
      where: { id: { equals: uid } },
      limit: 1,
      depth: 0,
      showHiddenFields: true,
    })
    return docs[0]
  }

  /** Creates an account (accounts:signUp); the password must meet the policy. */
  createAccount(input: NewAccount): Promise<IdentityAccount> {
    return createAccount(this.payload, input)
  }

  /** Sets a new password (policy enforced) and revokes every refresh token issued before now. */
  async setPassword(uid: string, password: string): Promise<void> {
    assertPasswordPolicy(password)
    await this.payload.update({
      collection,
      id: uid,
      data: {
        passwordHash: await hashPassword(password),
        tokensValidAfter: this.now().toISOString(),
        failedAttempts: 0,
        lockedUntil: null,
      },
      depth: 0,
    })
  }

  /** POST /v1/accounts:signInWithPassword */
  async signInWithPassword(email: string, password: string): Promise<SignInResult> {
    if (!email || !isValidEmail(email)) throw new ProviderError('INVALID_EMAIL')
    if (!password) throw new ProviderError('MISSING_PASSWORD')
    const account = await this.findByEmail(email)
    if (!account) throw new ProviderError('EMAIL_NOT_FOUND')
    if (account.disabled) throw new ProviderError('USER_DISABLED')
    const now = this.now()
    if (account.lockedUntil && Date.parse(account.lockedUntil) > now.getTime())
      throw new ProviderError(
        'TOO_MANY_ATTEMPTS_TRY_LATER',
        400,
        'Access to this account has been temporarily disabled',
      )
    if (!(await verifyPassword(password, account.passwordHash))) {
      const failedAttempts = (account.lockedUntil ? 0 : (account.failedAttempts ?? 0)) + 1
      const locked = failedAttempts >= maxFailedAttempts
      await this.payload.update({
        collection,
        id: account.id,
        data: {
          failedAttempts: locked ? 0 : failedAttempts,
          lockedUntil: locked ? new Date(now.getTime() + lockMinutes * 60_000).toISOString() : null,
        },
        depth: 0,
      })
      throw locked
        ? new ProviderError(
            'TOO_MANY_ATTEMPTS_TRY_LATER',
            400,
            'Access to this account has been temporarily disabled',
          )
        : new ProviderError('INVALID_PASSWORD')
    }
    // §8: an enforced policy refuses a password set before the policy tightened; the client refreshes the policy.
    assertPasswordPolicy(password)
    const signedIn = await this.payload.update({
      collection,
      id: account.id,
      data: { failedAttempts: 0, lockedUntil: null, lastLoginAt: now.toISOString() },
      depth: 0,
    })
    const tokens = await this.issueTokens(signedIn)
    return {
      kind: 'identitytoolkit#VerifyPasswordResponse',
      localId: uidOf(signedIn),
      email: signedIn.email,
      displayName: signedIn.displayName ?? '',
      idToken: tokens.idToken,
      refreshToken: tokens.refreshToken,
      expiresIn: String(idTokenLifetimeSeconds),
      registered: true,
    }
  }

  /** POST /v1/token (grant_type=refresh_token) */
  async refresh(refreshToken: string): Promise<RefreshResult> {
    const keys = localKeySet(await publicJwks(this.payload))
    let uid: string
    let issuedAtSeconds: number
    try {
      const { payload } = await jwtVerify(refreshToken, keys, {
        algorithms: [signingAlgorithm],
        issuer: this.settings.issuer,
        audience: this.refreshAudience,
        currentDate: this.now(),
      })
      uid = String(payload.sub)
      issuedAtSeconds = Number(payload.iat)
    } catch {
      throw new ProviderError('INVALID_REFRESH_TOKEN')
    }
    const account = await this.findById(uid)
    if (!account) throw new ProviderError('EMAIL_NOT_FOUND')
    if (account.disabled) throw new ProviderError('USER_DISABLED')
    if (revoked(account, issuedAtSeconds)) throw new ProviderError('TOKEN_EXPIRED')
    const tokens = await this.issueTokens(account)
    return {
      access_token: tokens.idToken,
      expires_in: String(idTokenLifetimeSeconds),
      token_type: 'Bearer',
      refresh_token: tokens.refreshToken,
      id_token: tokens.idToken,
      user_id: uidOf(account),
      project_id: this.settings.audience,
    }
  }

  /** POST /v1/accounts:lookup with an ID token: the account in the provider's wire names, never the hash. */
  async lookup(claims: IdTokenClaims): Promise<AccountInfo> {
    const account = await this.findById(claims.sub)
    if (!account) throw new ProviderError('EMAIL_NOT_FOUND')
    if (account.disabled) throw new ProviderError('USER_DISABLED')
    if (revoked(account, Number(claims.iat))) throw new ProviderError('TOKEN_EXPIRED')
    return accountInfo(account)
  }

  private get refreshAudience() {
    return `${this.settings.audience}:refresh`
  }

  private async issueTokens(account: IdentityAccount) {
    const key = await signingKey(this.payload)
    const issuedAt = Math.floor(this.now().getTime() / 1000)
    const uid = uidOf(account)
    const idToken = await new SignJWT({
      email: account.email,
      email_verified: Boolean(account.emailVerified),
      auth_time: issuedAt,
      user_id: uid,
      kind: account.kind,
      // As the hosted provider's ID tokens: the sign-in method and identities (the SDK's getIdTokenResult reads them).
      firebase: { identities: { email: [account.email] }, sign_in_provider: 'password' },
    })
      .setProtectedHeader({ alg: signingAlgorithm, kid: key.kid, typ: 'JWT' })
      .setIssuer(this.settings.issuer)
      .setAudience(this.settings.audience)
      .setSubject(uid)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + idTokenLifetimeSeconds)
      .sign(key.privateKey)
    const refreshToken = await new SignJWT({})
      .setProtectedHeader({ alg: signingAlgorithm, kid: key.kid, typ: 'JWT' })
      .setIssuer(this.settings.issuer)
      .setAudience(this.refreshAudience)
      .setSubject(uid)
      .setJti(randomUUID())
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + refreshTokenLifetimeSeconds)
      .sign(key.privateKey)
    return { idToken, refreshToken }
  }
}
