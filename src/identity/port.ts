// §4, §7 identity: the port the site uses (the provider's client, the keys of its ID tokens, and, for the embedded
// provider only, its endpoints), with two adapters: ./embedded.ts (in-process) and ./hosted.ts (IDENTITY_URL);
// ./server.ts picks one from the configuration.
import type { PasswordPolicy } from './passwords'
import type { KeySet } from './tokens'

/** §7: the sign-in answer (password sign-in endpoint). */
export interface SignInTokens {
  idToken: string
  refreshToken: string
  /** Seconds, as a decimal string. */
  expiresIn: string
  localId: string
  email: string
}

export interface RefreshedTokens {
  idToken: string
  refreshToken: string
  expiresIn: string
  userId: string
}

/** §3 "Signed-in user record". */
export interface UserRecord {
  uid: string
  email: string
  emailVerified: boolean
  displayName: string | null
  photoURL: string | null
  phoneNumber: string | null
  isAnonymous: boolean
  tenantId: string | null
  providerData: { providerId: string; uid: string; email: string; displayName: string | null }[]
  createdAt: string
  lastLoginAt: string | null
}

export interface IdentityClient {
  signInWithPassword(email: string, password: string): Promise<SignInTokens>
  refreshIdToken(refreshToken: string): Promise<RefreshedTokens>
  lookup(idToken: string): Promise<UserRecord>
  /** §8: fetched again when a sign-in fails with password-does-not-meet-requirements. */
  passwordPolicy(): Promise<PasswordPolicy>
}

export interface IdentityProvider {
  /** The provider's REST contract (sign-in, refresh, lookup, password policy), §7 "Service sign-in". */
  client: IdentityClient
  /** The public keys of its ID tokens; `reload` after a token names a key made since the last load. */
  keys(reload?: boolean): Promise<KeySet>
  /** The provider's endpoints when this site is the provider (/identity, the SDK's emulator paths); else none. */
  serve?: (request: Request) => Promise<Response>
}
