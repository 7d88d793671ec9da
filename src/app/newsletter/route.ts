// §2 newsletter sign-up: POST /newsletter with email, consent, the captcha payload and the page's locale (JSON or a
// plain form post). A route rather than a Server Action: one plain HTTP contract for the dialog, form posts and tests.
import { payloadClient } from '@/cms/content'
import { readBody } from '@/server/body'
import { clientAddress } from '@/server/clientAddress'
import { retryAfterHeaders } from '@/server/rateLimit'
import { verifyCaptcha } from '@/services/captcha/server'
import { newsletterRateLimit, subscribe } from '@/site/newsletter/subscribe'
import { validateSignUp } from '@/site/newsletter/validation'

export const dynamic = 'force-dynamic'

/** An email, a consent flag, a locale and a captcha solution fit many times over. */
const MAX_BODY_BYTES = 16_384

const answer = (status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

export async function POST(request: Request) {
  const address = clientAddress(request)
  const limit = await newsletterRateLimit.consume(address)
  if (!limit.allowed) return answer(429, { error: 'rate-limited' }, retryAfterHeaders(limit))
  const read = await readBody(request, { maxBytes: MAX_BODY_BYTES, types: ['json', 'form'] })
  if (!read.ok) return answer(read.status, { error: read.error, fields: ['email', 'consent', 'captcha'] })
  const checked = validateSignUp(read.body)
  if (!checked.ok) return answer(400, { error: 'invalid', fields: checked.errors })
  if (!(await verifyCaptcha(checked.signUp.captcha, address))) return answer(400, { error: 'captcha' })
  try {
    await subscribe(await payloadClient(), checked.signUp)
  } catch (error) {
    console.error('Newsletter sign-up failed', error)
    return answer(500, { error: 'failed' })
  }
  // The same answer for a new and a repeat sign-up, so the form never tells who is subscribed.
  return answer(200, { status: 'subscribed' })
}
