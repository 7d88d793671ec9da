// The submit routes' common ground (§3 ContactForms, §4 CMS form block): one rate limit for both, a body size cap,
// JSON or plain urlencoded form posts (no file uploads), and no-store answers.
import type { SubmitAnswer } from '@/blocks/FormBlock/form/spec'
import { isLocale, type Locale } from '@/i18n/locales'
import { clientAddress, rateLimit } from '@/site/security/rateLimit'

/** Submissions per address and window, over both forms: plenty for a visitor, too few for a script. */
export const FORMS_RATE_LIMIT = { limit: 5, windowMs: 10 * 60 * 1000 }

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

/** The body as text, or null once it passes the cap (a missing or false content-length cannot get round it). */
async function readCapped(request: Request): Promise<string | null> {
  const reader = request.body?.getReader()
  if (!reader) return ''
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > MAX_BODY_BYTES) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** JSON from the form view, or a plain urlencoded post (no JavaScript); anything else is refused. */
function parseBody(type: string, text: string): Record<string, unknown> | null {
  try {
    if (type.includes('application/json')) {
      const body: unknown = JSON.parse(text)
      return body && typeof body === 'object' && !Array.isArray(body)
        ? (body as Record<string, unknown>)
        : null
    }
    if (type.includes('application/x-www-form-urlencoded'))
      return Object.fromEntries(new URLSearchParams(text))
  } catch {
    return null
  }
  return null
}

/** Rate limit, size and parsing: the request's content, or the answer that ends it. */
export async function readSubmitRequest(request: Request): Promise<SubmitRequest | Response> {
  const address = clientAddress(request)
  const limit = rateLimit(`forms:${address}`, FORMS_RATE_LIMIT)
  if (!limit.allowed) {
    return answer(429, { error: 'rate-limited' }, { 'Retry-After': String(limit.retryAfterSeconds) })
  }
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) {
    return answer(413, { error: 'too-large' })
  }
  const text = await readCapped(request)
  if (text === null) return answer(413, { error: 'too-large' })
  const body = parseBody(request.headers.get('content-type') ?? '', text)
  if (!body) return answer(400, { error: 'invalid', fields: {} })
  const values = body.values && typeof body.values === 'object' ? body.values : body
  return { address, body, values, captcha: body.captcha, locale: isLocale(body.locale) ? body.locale : null }
}
