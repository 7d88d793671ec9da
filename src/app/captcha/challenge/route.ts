// §1 bot protection: a fresh ALTCHA challenge for the captcha widget, never cached (each one is single-use).
import { captchaMode, createCaptchaChallenge } from '@/services/captcha/server'
import { clientAddress } from '@/server/clientAddress'
import { rateLimiter, retryAfterHeaders } from '@/server/rateLimit'

export const dynamic = 'force-dynamic'

const noStore = { 'Cache-Control': 'no-store, max-age=0' }

// Each challenge costs the server one key derivation, so one address cannot ask for them without end.
const challengeRateLimit = rateLimiter('captcha-challenge', { limit: 30, windowMs: 60_000 })

export async function GET(request: Request) {
  // ?provider: which adapter the widget renders, in the page's language (no challenge is made for it).
  const search = new URL(request.url).searchParams
  if (search.has('provider')) {
    return Response.json(await captchaMode(search.get('locale') ?? undefined), { headers: noStore })
  }
  const limit = await challengeRateLimit.consume(clientAddress(request))
  if (!limit.allowed) {
    return Response.json(
      { error: 'Too many requests' },
      { status: 429, headers: { ...noStore, ...retryAfterHeaders(limit) } },
    )
  }
  return Response.json(await createCaptchaChallenge(), { headers: noStore })
}
