// §7 "Token sync": tell the site's own server about the signed-in end user's ID token.
import { decodeJwt } from 'jose'

/** §9: a token older than this is not synced. */
export const tokenSyncMaxAgeSeconds = 300

/** The configured same-origin authTokenSyncURL (the embedded session endpoint). */
export const defaultAuthTokenSyncURL = '/identity/session'

export interface TokenSyncOptions {
  authTokenSyncURL?: string
  fetch?: typeof fetch
  now?: () => number
}

export type TokenSyncOutcome = 'posted' | 'deleted' | 'skipped'

/** POSTs the token as a Bearer header, DELETEs when there is none; skipped when issued more than 300 s ago. */
export async function syncAuthToken(
  idToken: string | null | undefined,
  options: TokenSyncOptions = {},
): Promise<TokenSyncOutcome> {
  const url = options.authTokenSyncURL ?? defaultAuthTokenSyncURL
  const send = options.fetch ?? fetch
  if (!idToken) {
    await send(url, { method: 'DELETE', credentials: 'same-origin' })
    return 'deleted'
  }
  const now = (options.now ?? Date.now)()
  const { iat } = decodeJwt(idToken)
  if (typeof iat !== 'number' || now / 1000 - iat > tokenSyncMaxAgeSeconds) return 'skipped'
  await send(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${idToken}` },
    credentials: 'same-origin',
  })
  return 'posted'
}
