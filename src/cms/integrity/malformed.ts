// Issue #30 (ARCHITECTURE "Content is data that must always read back"): a stored value the site cannot read (a hand
// edit, older data, a future bug) is read as unset and logged once, never a 5xx.
import { LRUCache } from 'lru-cache'
import type { Payload } from 'payload'

/**
 * The key of what the database layer hands up in place of a value its column cannot decode (src/cms/integrity/
 * decoders.ts). A plain own key, not a class or a symbol: Payload deep-copies documents, which keeps only those.
 */
export const MALFORMED = '$malformedStoredValue'

export type Malformed = { [MALFORMED]: unknown }

export function malformed(raw: unknown): Malformed {
  return { [MALFORMED]: raw }
}

export function isMalformed(value: unknown): value is Malformed {
  return typeof value === 'object' && value !== null && Object.hasOwn(value, MALFORMED)
}

/** What the raw value was, for the log line (a marker's raw value, else the value), cut short. */
function shown(value: unknown): string {
  const raw = isMalformed(value) ? value[MALFORMED] : value
  let text: string
  try {
    text = typeof raw === 'string' ? raw : (JSON.stringify(raw) ?? String(raw))
  } catch {
    text = String(raw)
  }
  return text.length > 80 ? `${text.slice(0, 80)}…` : text
}

// Once per entry, field and value in this process: a page read a thousand times logs its bad value once.
const logged = new LRUCache<string, true>({ max: 10_000 })

/** A warning logged once per `key` in this process. */
export function warnOnce(payload: Payload, key: string, message: string): void {
  if (logged.has(key)) return
  logged.set(key, true)
  payload.logger.warn(message)
}

/** Logs, once, that `where` (a collection or global and its id) holds a value at `path` read as unset. */
export function logReadAsUnset(payload: Payload, where: string, path: string, value: unknown): void {
  const text = shown(value)
  warnOnce(
    payload,
    `${where} ${path} ${text}`,
    `[content] ${where}: the stored value of ${path} (${text}) cannot be read; read as unset`,
  )
}
