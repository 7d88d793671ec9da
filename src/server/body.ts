// The one request-body reader of the site's own POST routes (issue #21): a size cap that a missing or false
// Content-Length cannot get round, a content-type check, and a JSON object or a urlencoded form, never a throw.

export type BodyType = 'json' | 'form'

export type BodyRefusal =
  | { ok: false; status: 400; error: 'invalid' }
  | { ok: false; status: 413; error: 'too-large' }
  | { ok: false; status: 415; error: 'unsupported-type' }

export type BodyResult = { ok: true; body: Record<string, unknown> } | BodyRefusal

const invalid: BodyRefusal = { ok: false, status: 400, error: 'invalid' }
const tooLarge: BodyRefusal = { ok: false, status: 413, error: 'too-large' }
const unsupportedType: BodyRefusal = { ok: false, status: 415, error: 'unsupported-type' }

/** The body as text, or null once it passes `maxBytes`. */
async function readCapped(request: Request, maxBytes: number): Promise<string | null> {
  const reader = request.body?.getReader()
  if (!reader) return ''
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Reads a POST body of one of `types` (JSON, or a plain HTML form post), at most `maxBytes`: the fields as an object,
 * or the status that ends the request (413 too large, 415 another type, 400 not an object of that type).
 */
export async function readBody(
  request: Request,
  { maxBytes, types }: { maxBytes: number; types: readonly BodyType[] },
): Promise<BodyResult> {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > maxBytes) return tooLarge
  const mediaType = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  const type: BodyType | undefined =
    mediaType === 'application/json' || mediaType.endsWith('+json')
      ? 'json'
      : mediaType === 'application/x-www-form-urlencoded'
        ? 'form'
        : undefined
  if (!type || !types.includes(type)) return unsupportedType
  const text = await readCapped(request, maxBytes).catch(() => undefined)
  if (text === null) return tooLarge
  if (text === undefined) return invalid
  if (type === 'form') return { ok: true, body: Object.fromEntries(new URLSearchParams(text)) }
  try {
    const body: unknown = JSON.parse(text)
    return isObject(body) ? { ok: true, body } : invalid
  } catch {
    return invalid
  }
}
