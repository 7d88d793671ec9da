// The identity port's client (§4, §7 "Service sign-in"): the provider's REST contract over fetch, so the same client
// speaks to the embedded provider (in-process, ./embedded.ts) and to the hosted one (IDENTITY_URL + API key, ./hosted.ts).
import { IdentityError, errorNameOf } from './errors'
import type { PasswordPolicy } from './passwords'
import type { IdentityClient, SignInTokens, UserRecord } from './port'

/** The hosted provider's accounts:lookup user, in its wire names (GetAccountInfoResponse.users[]). */
export interface AccountInfo {
  localId: string
  email?: string
  emailVerified?: boolean
  displayName?: string
  photoUrl?: string
  phoneNumber?: string
  providerUserInfo?: {
    providerId: string
    rawId?: string
    federatedId?: string
    email?: string
    displayName?: string
    photoUrl?: string
    phoneNumber?: string
  }[]
  passwordUpdatedAt?: number
  validSince?: string
  disabled?: boolean
  /** Epoch milliseconds, as a decimal string. */
  createdAt?: string
  lastLoginAt?: string
  lastRefreshAt?: string
  tenantId?: string
}

/** §3 "Signed-in user record" from the provider's wire record, as the official SDK reads it. */
export function userRecordOf(account: AccountInfo): UserRecord {
  const providerData = (account.providerUserInfo ?? []).map((provider) => ({
    providerId: provider.providerId,
    uid: provider.rawId ?? '',
    email: provider.email ?? '',
    displayName: provider.displayName ?? null,
  }))
  return {
    uid: account.localId,
    email: account.email ?? '',
    emailVerified: account.emailVerified ?? false,
    displayName: account.displayName ?? null,
    photoURL: account.photoUrl ?? null,
    phoneNumber: account.phoneNumber ?? null,
    isAnonymous: !account.email && providerData.length === 0,
    tenantId: account.tenantId ?? null,
    providerData,
    createdAt: account.createdAt ?? '0',
    lastLoginAt: account.lastLoginAt ?? null,
  }
}

export interface RestIdentityOptions {
  /** The provider's base URL ({IDENTITY_URL}). */
  url: string
  /** The token endpoint; the hosted provider serves it from another host (securetoken). Default {url}/v1/token. */
  tokenUrl?: string
  apiKey?: string
  fetch?: typeof fetch
}

export function restIdentityClient(options: RestIdentityOptions): IdentityClient {
  const send = options.fetch ?? fetch
  const tokenPath = '/v1/token'
  const endpoint = (path: string) => {
    const url = new URL(path === tokenPath && options.tokenUrl ? options.tokenUrl : `${options.url}${path}`)
    if (options.apiKey) url.searchParams.set('key', options.apiKey)
    return url.toString()
  }

  async function call<T>(path: string, init: RequestInit): Promise<T> {
    let response: Response
    try {
      response = await send(endpoint(path), { ...init, cache: 'no-store' })
    } catch (error) {
      throw new IdentityError('network-request-failed', (error as Error).message)
    }
    let answer: unknown
    try {
      answer = await response.json()
    } catch {
      throw new IdentityError(response.ok ? 'internal-error' : 'network-request-failed')
    }
    if (!response.ok) {
      const message = (answer as { error?: { message?: string } }).error?.message
      throw new IdentityError(errorNameOf(message), message)
    }
    return answer as T
  }

  const post = <T>(path: string, body: Record<string, unknown>) =>
    call<T>(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })

  return {
    async signInWithPassword(email, password) {
      const answer = await post<SignInTokens>('/v1/accounts:signInWithPassword', {
        email,
        password,
        returnSecureToken: true,
        clientType: 'CLIENT_TYPE_WEB',
      })
      const { idToken, refreshToken, expiresIn, localId } = answer
      return { idToken, refreshToken, expiresIn, localId, email: answer.email }
    },
    async refreshIdToken(refreshToken) {
      const answer = await call<{
        id_token: string
        refresh_token: string
        expires_in: string
        user_id: string
      }>(tokenPath, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(),
      })
      return {
        idToken: answer.id_token,
        refreshToken: answer.refresh_token,
        expiresIn: answer.expires_in,
        userId: answer.user_id,
      }
    },
    async lookup(idToken) {
      const answer = await post<{ users?: AccountInfo[] }>('/v1/accounts:lookup', { idToken })
      const user = answer.users?.[0]
      if (!user?.localId) throw new IdentityError('user-not-found')
      return userRecordOf(user)
    },
    passwordPolicy: () => call<PasswordPolicy>('/v2/passwordPolicy', { method: 'GET' }),
  }
}
