// Issue #34: what the front door asks of the app it runs (its routing index, its page renders) is not for the
// public. One random token per process, shared through globalThis (the front door and Next's routes are separate
// module graphs in one process): only a request carrying it is answered.
import { randomBytes, timingSafeEqual } from 'node:crypto'

/** The request header the front door's own requests carry. */
export const INTERNAL_TOKEN_HEADER = 'x-lumibook-internal'

const key = Symbol.for('lumibook.internalToken')
type WithToken = typeof globalThis & { [key]?: string }

/** How a serving process hands its token to its renderer (src/server/pages/renderer.ts), which answers its requests. */
export const INTERNAL_TOKEN_ENV = 'LUMIBOOK_INTERNAL_TOKEN'

/** This process's token, made on first use. */
export function internalToken(): string {
  return ((globalThis as WithToken)[key] ??= randomBytes(32).toString('base64url'))
}

/**
 * In a renderer, before anything asks for the token: its serving process's, taken out of the environment. Only a
 * renderer reads it, so a value set by hand never becomes a public-facing process's token.
 */
export function adoptInternalToken(): void {
  const token = process.env[INTERNAL_TOKEN_ENV]
  delete process.env[INTERNAL_TOKEN_ENV]
  if (!token) throw new Error(`${INTERNAL_TOKEN_ENV} is unset: a renderer is started by its serving process`)
  ;(globalThis as WithToken)[key] = token
}

/** Whether a request's token header is this process's (anything else is treated as not found). */
export function isInternalToken(value: string | string[] | null | undefined): boolean {
  const given = Buffer.from(typeof value === 'string' ? value : '')
  const expected = Buffer.from(internalToken())
  return given.length === expected.length && timingSafeEqual(given, expected)
}
