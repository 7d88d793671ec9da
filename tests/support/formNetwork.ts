// The network boundary of a captcha-protected form in a browser-side test.
import { vi } from 'vitest'

/**
 * Stubs fetch: the captcha adapter question is answered 'altcha', the widget's challenge is refused (no proof of
 * work runs in tests), and every post to `route` is recorded (the returned list) and answered by `answer()`.
 */
export function stubFormNetwork(route: string, answer: () => Response): Record<string, unknown>[] {
  const sent: Record<string, unknown>[] = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost')
    if (url.pathname === '/captcha/challenge' && url.searchParams.has('provider')) {
      return Response.json({ provider: 'altcha' })
    }
    if (url.pathname === route) {
      sent.push(JSON.parse(String(init?.body)) as Record<string, unknown>)
      return answer()
    }
    return new Response(null, { status: 503 })
  })
  return sent
}
