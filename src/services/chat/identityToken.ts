import 'server-only'

import { parseCookies } from '@/cookies/cookies'
import { SignJWT } from 'jose'

// §4 support chat: "initialised with a token". For a signed-in end user (the identity provider's ID token in the
// session cookie that token sync set, §7) the token is the messenger's identity token; an anonymous visitor gets none.

/** The messenger's identity token lives as long as an ID token (one hour). */
export const chatIdentityTokenSeconds = 3600

export interface ChatIdentityOptions {
  /** The http-only session cookie written by the token-sync endpoint (/identity/session). */
  cookieName: string
  verify: (idToken: string) => Promise<{ sub: string; email?: string }>
  /** The messenger's identity-verification secret; without it nobody gets a token. */
  secret: string | undefined
  now?: () => number
}

/** The messenger's identity token (HS256, the messenger's secret): who the signed-in user is, for one hour. */
export async function messengerIdentityToken(
  user: { sub: string; email?: string },
  secret: string,
  now = Date.now(),
): Promise<string> {
  const issuedAt = Math.floor(now / 1000)
  return new SignJWT({ user_id: user.sub, ...(user.email ? { email: user.email } : {}) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + chatIdentityTokenSeconds)
    .sign(new TextEncoder().encode(secret))
}

/** GET: 200 {token} for a signed-in end user, 204 for anyone else; never cached, the answer is per visitor. */
export async function handleChatIdentityRequest(
  request: Request,
  options: ChatIdentityOptions,
): Promise<Response> {
  const headers = { 'cache-control': 'private, no-store' }
  const idToken = parseCookies(request.headers.get('cookie') ?? '')[options.cookieName]
  if (!idToken || !options.secret) return new Response(null, { status: 204, headers })
  try {
    const user = await options.verify(idToken)
    const token = await messengerIdentityToken(user, options.secret, (options.now ?? Date.now)())
    return Response.json({ token }, { headers })
  } catch {
    // An expired or foreign session is an anonymous visitor.
    return new Response(null, { status: 204, headers })
  }
}
