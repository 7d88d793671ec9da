// Issue #22: a page's policy allows its inline scripts by their sha256 hashes, computed once per page version, so
// every visitor gets the same bytes (a nonce made every response different: compressed again, never cacheable).
import { createHash } from 'node:crypto'

/** Types a browser runs; data blocks (`application/ld+json`, `application/json`) are not scripts to CSP. */
const executable = /^(?:|module|text\/javascript|application\/javascript)$/i

/** CSP hash sources (`'sha256-…'`) of every inline script the HTML runs, each once, in order of appearance. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes = '', text = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(attributes)) continue
    const type = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes)
    if (!executable.test((type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim())) continue
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}
