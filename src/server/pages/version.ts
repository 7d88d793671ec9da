// Issue #22 "a page is a file": one rendered page version, hashed, compressed and given its policy once, then
// served as the same bytes to every visitor. Issue #34: compressed fast when it is rendered for a waiting visitor,
// at the best quality afterwards, off the request path.
import { createHash } from 'node:crypto'
import type { OutgoingHttpHeaders } from 'node:http'
import { promisify } from 'node:util'
import { brotliCompress, constants, gunzipSync, gzip } from 'node:zlib'

import { type ExtraSources, pageContentSecurityPolicy } from '../security/headers'
import { inlineScriptHashes } from './inlineScripts'
import type { StoredEncoding } from './store/files'

/** What Next answered for one page request. */
export interface RenderedPage {
  status: number
  headers: OutgoingHttpHeaders
  body: Buffer
}

export type Encoding = StoredEncoding | 'identity'
export type Quality = 'fast' | 'best'

export interface PageVersion {
  status: number
  /** Next's headers, without those that belong to one response or one encoding. */
  headers: OutgoingHttpHeaders
  /** The page policy, its inline scripts allowed by hash (an XML file keeps the policy Next gave it). */
  policy: string
  /** The sha256 of the bytes: the same bytes have the same validators on every instance of the same build. */
  tag: string
  quality: Quality
  /** The compressed bytes held so far (a version read from its files holds the encodings asked for). */
  bodies: Partial<Record<StoredEncoding, Buffer>>
  /** Seconds Next keeps this version before it renders the page again (its s-maxage): what shared caches may. */
  lifetime: number
}

/**
 * Brotli 5 and gzip 5 cost ~2 ms for a 150 KB page on the request path, 10 % more bytes than brotli 11 and gzip 9,
 * which cost ~50 ms and run afterwards (issue #34).
 */
const levels: Record<Quality, { br: number; gzip: number }> = {
  fast: { br: 5, gzip: 5 },
  best: { br: constants.BROTLI_MAX_QUALITY, gzip: constants.Z_BEST_COMPRESSION },
}

/** A strong validator per encoding and quality: other bytes, another tag. */
export function etagOf(version: Pick<PageVersion, 'tag' | 'quality'>, encoding: Encoding): string {
  if (encoding === 'identity') return `"${version.tag}"`
  return `"${version.tag}-${encoding === 'br' ? 'br' : 'gz'}${version.quality === 'fast' ? 'f' : ''}"`
}

/** The uncompressed bytes, for the rare client that takes neither brotli nor gzip. */
export function identityBody(version: PageVersion): Buffer {
  return gunzipSync(version.bodies.gzip!)
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
  'server-timing',
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

/** The sitemap files and the stories feeds, kept like pages (issue #34). */
export function isXml(headers: OutgoingHttpHeaders): boolean {
  return /^\s*(?:application|text)\/(?:[\w.+-]+\+)?xml/i.test(String(headers['content-type'] ?? ''))
}

/** The page policy of an HTML body: its own inline scripts' hashes and the configured providers' hosts. */
export function policyFor(body: Buffer, extra: ExtraSources): string {
  return pageContentSecurityPolicy(inlineScriptHashes(body.toString('utf8')), extra)
}

/** Both encodings of a body at a quality, off the event loop. */
export async function compress(body: Buffer, quality: Quality): Promise<Record<StoredEncoding, Buffer>> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: levels[quality].br,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipped(body, { level: levels[quality].gzip }),
  ])
  return { br, gzip: gz }
}

/** The tag of a page's bytes. */
export const tagOf = (body: Buffer) => createHash('sha256').update(body).digest('base64url').slice(0, 27)

/**
 * Gives a rendered page its policy and compresses it fast, once, for every later visitor; `tag` is its bytes' (the
 * caller hashed them to compare with the kept version: a 16 MB sitemap file was hashed twice).
 */
export async function makePageVersion(
  page: RenderedPage,
  extra: ExtraSources,
  tag: string,
): Promise<PageVersion> {
  const headers = Object.fromEntries(
    Object.entries(page.headers).filter(([key]) => !perResponse.has(key.toLowerCase())),
  )
  return {
    status: page.status,
    headers,
    policy: isHtml(page.headers)
      ? policyFor(page.body, extra)
      : String(page.headers['content-security-policy'] ?? ''),
    tag,
    quality: 'fast',
    bodies: await compress(page.body, 'fast'),
    lifetime: nextLifetime(page.headers) ?? 0,
  }
}
