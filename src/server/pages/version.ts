// Issue #22 "a page is a file": one rendered page version, hashed, compressed and given its policy once, then
// served as the same bytes to every visitor.
import { createHash } from 'node:crypto'
import type { OutgoingHttpHeaders } from 'node:http'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

import { type ExtraSources, pageContentSecurityPolicy } from '../security/headers'
import { inlineScriptHashes } from './inlineScripts'

/** What Next answered for one page request. */
export interface RenderedPage {
  status: number
  headers: OutgoingHttpHeaders
  body: Buffer
}

export type Encoding = 'br' | 'gzip' | 'identity'

export interface PageVersion {
  status: number
  /** Next's headers, without those that belong to one response or one encoding. */
  headers: OutgoingHttpHeaders
  /** The page policy, its inline scripts allowed by hash. */
  policy: string
  /** A strong validator per encoding: the same bytes have the same tag on every instance of the same build. */
  etags: Record<Encoding, string>
  bodies: Record<Encoding, Buffer>
  /** Seconds Next keeps this version before it renders the page again (its s-maxage): what shared caches may. */
  lifetime: number
}

/** Set per response (or per encoding) when a version is sent, never stored with it. */
const perResponse = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'set-cookie',
  'content-security-policy',
  'cache-control',
  'etag',
  'x-nextjs-cache',
  'x-nextjs-rewritten-path',
])

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/** How long Next keeps the page, from its Cache-Control; undefined when the page is not Next's to keep. */
export function nextLifetime(headers: OutgoingHttpHeaders): number | undefined {
  const value = String(headers['cache-control'] ?? '')
  if (/\b(?:private|no-store)\b/i.test(value)) return undefined
  const seconds = /\bs-maxage=(\d+)/i.exec(value)?.[1]
  return seconds === undefined ? undefined : Number(seconds)
}

export function isHtml(headers: OutgoingHttpHeaders): boolean {
  return /^\s*text\/html/i.test(String(headers['content-type'] ?? ''))
}

/** The page policy of an HTML body: its own inline scripts' hashes and the configured providers' hosts. */
export function policyFor(body: Buffer, extra: ExtraSources): string {
  return pageContentSecurityPolicy(inlineScriptHashes(body.toString('utf8')), extra)
}

/**
 * Hashes and compresses once (brotli at its best quality and gzip, off the event loop), for every later visitor. The
 * same bytes as `kept` (a recheck that found no change) keep its copies: nothing is compressed again.
 */
export async function makePageVersion(
  page: RenderedPage,
  extra: ExtraSources,
  kept?: PageVersion,
): Promise<PageVersion> {
  const tag = createHash('sha256').update(page.body).digest('base64url').slice(0, 27)
  if (kept?.etags.identity === `"${tag}"`) return kept
  const headers = Object.fromEntries(
    Object.entries(page.headers).filter(([key]) => !perResponse.has(key.toLowerCase())),
  )
  const [br, gz] = await Promise.all([
    brotli(page.body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: page.body.length,
      },
    }),
    gzipped(page.body, { level: constants.Z_BEST_COMPRESSION }),
  ])
  return {
    status: page.status,
    headers,
    policy: policyFor(page.body, extra),
    etags: { identity: `"${tag}"`, br: `"${tag}-br"`, gzip: `"${tag}-gz"` },
    bodies: { identity: page.body, br, gzip: gz },
    lifetime: nextLifetime(page.headers) ?? 0,
  }
}
