// The submit routes' common ground (§3 ContactForms, §4 CMS form block): one rate limit for both, a body size cap,
// JSON or plain urlencoded form posts (no file uploads), and no-store answers.
import type { SubmitAnswer } from '@/blocks/FormBlock/form/spec'
import { isLocale, type Locale } from '@/i18n/locales'
import { readBody } from '@/server/body'
import { clientAddress } from '@/server/clientAddress'
import { rateLimiter, retryAfterHeaders } from '@/server/rateLimit'

/** Submissions per address and window, over both forms: plenty for a visitor, too few for a script. */
export const formsRateLimit = rateLimiter('forms', { limit: 5, windowMs: 10 * 60 * 1000 })

const MAX_BODY_BYTES = 64 * 1024

export const answer = (status: number, body: SubmitAnswer, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

/** What a submit request carries: the answers (`values`, or the flat fields of a form post) and the rest. */
export interface SubmitRequest {
  address: string
  body: Record<string, unknown>
  values: unknown
  captcha: unknown
  locale: Locale | null
}

/** Rate limit, size and parsing: the request's content, or the answer that ends it. */
export async function readSubmitRequest(request: Request): Promise<SubmitRequest | Response> {
  const address = clientAddress(request)
  const limit = await formsRateLimit.consume(address)
  if (!limit.allowed) return answer(429, { error: 'rate-limited' }, retryAfterHeaders(limit))
  const read = await readBody(request, { maxBytes: MAX_BODY_BYTES, types: ['json', 'form'] })
  if (!read.ok)
    return answer(
      read.status,
      read.error === 'invalid' ? { error: read.error, fields: {} } : { error: read.error },
    )
  const { body } = read
  const values = body.values && typeof body.values === 'object' ? body.values : body
  return { address, body, values, captcha: body.captcha, locale: isLocale(body.locale) ? body.locale : null }
}
