// §2 newsletter sign-up: POST /newsletter with email, consent, the captcha payload and the page's locale (JSON or a
// plain form post). A route rather than a Server Action: one plain HTTP contract for the dialog, form posts and tests.
import { payloadClient } from '@/cms/content'
import { verifyCaptcha } from '@/site/captcha/server'
import { NEWSLETTER_RATE_LIMIT, subscribe } from '@/site/newsletter/subscribe'
import { type SignUpInput, validateSignUp } from '@/site/newsletter/validation'
import { clientAddress, rateLimit } from '@/site/security/rateLimit'

export const dynamic = 'force-dynamic'

const MAX_BODY_BYTES = 16_384

const answer = (status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

async function readInput(request: Request): Promise<SignUpInput | null> {
  const type = request.headers.get('content-type') ?? ''
  try {
    if (type.includes('application/json')) {
      const body: unknown = await request.json()
      return body && typeof body === 'object' ? (body as SignUpInput) : null
    }
    if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
      return Object.fromEntries(await request.formData()) as SignUpInput
    }
  } catch {
    return null
  }
  return null
}

export async function POST(request: Request) {
  const address = clientAddress(request)
  const limit = rateLimit(`newsletter:${address}`, NEWSLETTER_RATE_LIMIT)
  if (!limit.allowed) {
    return answer(429, { error: 'rate-limited' }, { 'Retry-After': String(limit.retryAfterSeconds) })
  }
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) {
    return answer(413, { error: 'too-large' })
  }
  const input = await readInput(request)
  if (!input) return answer(400, { error: 'invalid', fields: ['email', 'consent', 'captcha'] })
  const checked = validateSignUp(input)
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
