// The one pipeline of the site's form posts (issue #25): the newsletter sign-up (§2), the contact forms (§3) and the
// CMS form block (§4) each go rate limit → body (the one reader: size cap, JSON or a plain form post) → validate →
// captcha (§1) → store, and answer JSON that is never cached.
import type { SubmitAnswer } from '@/blocks/FormBlock/form/spec'
import { isLocale, type Locale } from '@/i18n/locales'
import { type BodyRefusal, readBody } from '@/server/body'
import { clientAddress } from '@/server/clientAddress'
import { type RateLimiter, rateLimiter, retryAfterHeaders } from '@/server/rateLimit'
import { verifyCaptcha } from '@/services/captcha/server'

export const answer = (status: number, body: object, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

/** One form's steps; the pipeline runs them in order and stops at the first answer. */
export interface SubmitRoute<Submission> {
  rateLimit: RateLimiter
  maxBytes: number
  /** The answer to a body that cannot be read (413 too large, 415 another type, 400 not an object). */
  refused: (refusal: BodyRefusal) => object
  /** The clean submission and its captcha payload, or the answer that ends the request (400, 404). */
  validate: (
    body: Record<string, unknown>,
  ) => Promise<{ submission: Submission; captcha: unknown } | Response>
  store: (submission: Submission) => Promise<unknown>
  /** What the log says when storing fails. */
  failure: string
  /** The answer once stored. */
  stored: object
}

/** A form's POST handler. */
export function submitRoute<Submission>(route: SubmitRoute<Submission>) {
  return async (request: Request): Promise<Response> => {
    const address = clientAddress(request)
    const limit = await route.rateLimit.consume(address)
    if (!limit.allowed) return answer(429, { error: 'rate-limited' }, retryAfterHeaders(limit))
    const read = await readBody(request, { maxBytes: route.maxBytes, types: ['json', 'form'] })
    if (!read.ok) return answer(read.status, route.refused(read))
    const checked = await route.validate(read.body)
    if (checked instanceof Response) return checked
    // §1 bot protection: a fresh, unused solution (or the hosted provider's token).
    if (!(await verifyCaptcha(checked.captcha, address))) return answer(400, { error: 'captcha' })
    try {
      await route.store(checked.submission)
    } catch (error) {
      console.error(route.failure, error)
      return answer(500, { error: 'failed' })
    }
    return answer(200, route.stored)
  }
}

/** Submissions per address and window, over both forms: plenty for a visitor, too few for a script. */
export const formsRateLimit = rateLimiter('forms', { limit: 5, windowMs: 10 * 60 * 1000 })

/** The contact and CMS forms' common steps: one rate limit, a 64 KB body, their answers (SubmitAnswer). */
export const formSteps = {
  rateLimit: formsRateLimit,
  maxBytes: 64 * 1024,
  refused: (refusal: BodyRefusal): SubmitAnswer =>
    refusal.error === 'invalid' ? { error: refusal.error, fields: {} } : { error: refusal.error },
  stored: { status: 'sent' } satisfies SubmitAnswer,
}

/** What a form post carries besides its own fields: the answers (`values`, or the flat fields of a form post). */
export function formValues(body: Record<string, unknown>): unknown {
  return body.values && typeof body.values === 'object' ? body.values : body
}

/** The page's locale the form was sent from, when it is one. */
export function formLocale(body: Record<string, unknown>): Locale | null {
  return isLocale(body.locale) ? body.locale : null
}
