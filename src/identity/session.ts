import 'server-only'

import { stringifySetCookie } from 'cookie'

// The authTokenSyncURL's server side (§7 "Token sync"): a verified ID token becomes an http-only session cookie.
export interface SessionOptions {
  cookieName: string
  verify: (token: string) => Promise<{ exp?: number }>
  secure: boolean
  now?: () => number
}

export async function handleSessionRequest(request: Request, options: SessionOptions): Promise<Response> {
  // §9 attributes, http-only: the page's scripts never read the session (the one cookie serializer, `cookie`).
  const cookie = (value: string, maxAge: number) =>
    stringifySetCookie({
      name: options.cookieName,
      value,
      path: '/',
      maxAge,
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secure,
    })
  if (request.method === 'DELETE')
    return new Response(null, { status: 204, headers: { 'set-cookie': cookie('', 0) } })
  const [scheme, token] = (request.headers.get('authorization') ?? '').split(' ')
  if (scheme?.toLowerCase() !== 'bearer' || !token) return new Response(null, { status: 401 })
  try {
    const { exp } = await options.verify(token)
    const seconds = Math.max(0, Math.floor((exp ?? 0) - (options.now ?? Date.now)() / 1000))
    return new Response(null, { status: 204, headers: { 'set-cookie': cookie(token, seconds) } })
  } catch {
    return new Response(null, { status: 401 })
  }
}
