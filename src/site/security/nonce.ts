// Per-request script nonces for statically generated pages (issue: quality harness, CSP).
// Next renders a page once with a secret placeholder nonce (held only by this process) and caches the HTML;
// every response then gets a fresh nonce written over the placeholder, so pages stay static and nonces stay
// unguessable. The placeholder and the nonce have the same length, so Content-Length never changes.
import { randomBytes } from 'node:crypto'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { type ExtraSources, pageContentSecurityPolicy } from './headers'

/** 16 random bytes: 24 base64 characters, for nonces and the placeholder alike. */
export function createNonce(): string {
  return randomBytes(16).toString('base64')
}

/**
 * Replaces `placeholder` with `nonce` in a byte stream cut into chunks anywhere, the cut inside a match too.
 * It writes into the chunks it is given (callers pass buffers of their own), so a page body is copied once, not
 * three times: at load that copying was a tenth of the server's time.
 */
export function createNonceReplacer(placeholder: string, nonce: string) {
  const from = Buffer.from(placeholder)
  const to = Buffer.from(nonce)
  if (from.length !== to.length) throw new Error('The nonce and its placeholder must be the same length.')
  let carry = Buffer.alloc(0)
  const replaceIn = (chunk: Buffer): Buffer => {
    const data = carry.length ? Buffer.concat([carry, chunk]) : chunk
    for (let at = data.indexOf(from); at !== -1; at = data.indexOf(from, at + to.length)) to.copy(data, at)
    return data
  }
  return {
    /** The bytes that are final; the last few wait for the next chunk in case a match is cut. */
    write(chunk: Buffer): Buffer {
      const data = replaceIn(chunk)
      const held = Math.min(from.length - 1, data.length)
      carry = Buffer.from(data.subarray(data.length - held))
      return data.subarray(0, data.length - held)
    },
    /** The rest of the stream, with the last chunk if there is one. */
    end(chunk: Buffer = Buffer.alloc(0)): Buffer {
      const data = replaceIn(chunk)
      carry = Buffer.alloc(0)
      return data
    },
  }
}

/** The request header Next reads its render nonce from: only the placeholder is ever rendered into a page. */
export function placeholderPolicy(placeholder: string): string {
  return `script-src 'nonce-${placeholder}'`
}

/** Paths whose HTML carries the page policy: the public site, not the admin or the APIs. */
export function isPublicPagePath(pathname: string): boolean {
  return !/^\/(?:admin|api|_next)(?:\/|$)/.test(pathname)
}

type Chunk = string | Buffer | Uint8Array
type Encoding = BufferEncoding | undefined

/** A buffer of our own (never the caller's, which may be a cached page), for the replacer to write into. */
function toBuffer(chunk: Chunk, encoding: Encoding): Buffer {
  return typeof chunk === 'string' ? Buffer.from(chunk, encoding ?? 'utf8') : Buffer.from(chunk)
}

/** HTML pages, and the RSC payloads of client navigation, which may hold the render nonce too. */
function isRendered(type: unknown): boolean {
  return /^\s*text\/(?:html|x-component)/i.test(String(type ?? ''))
}

/**
 * Gives one response a fresh nonce: the request asks Next to render with the placeholder, and an HTML answer
 * gets the page policy with the new nonce and has the placeholder written over in its body.
 */
export function applyNonce(
  request: IncomingMessage,
  response: ServerResponse,
  placeholder: string,
  extra: ExtraSources = {},
): void {
  request.headers['content-security-policy'] = placeholderPolicy(placeholder)
  // Decided once per response; a nonce is made only for a body that is rewritten (most responses are not pages).
  let decided = false
  let replacer: ReturnType<typeof createNonceReplacer> | undefined

  const writeHead = response.writeHead.bind(response)
  const write = response.write.bind(response)
  const end = response.end.bind(response)

  // Decided once, before the headers leave: from the arguments of writeHead, else from the headers set so far.
  const decide = (headers?: OutgoingHttpHeaders) => {
    if (decided || response.headersSent) return
    decided = true
    const typeInArgs =
      headers && Object.entries(headers).find(([key]) => key.toLowerCase() === 'content-type')
    const type = typeInArgs?.[1] ?? response.getHeader('content-type')
    if (!isRendered(type)) return
    const nonce = createNonce()
    replacer = createNonceReplacer(placeholder, nonce)
    if (!/^\s*text\/html/i.test(String(type ?? ''))) return
    for (const key of Object.keys(headers ?? {})) {
      if (key.toLowerCase() === 'content-security-policy') delete headers![key]
    }
    response.setHeader('Content-Security-Policy', pageContentSecurityPolicy(nonce, extra))
  }

  response.writeHead = ((status: number, ...rest: unknown[]) => {
    const headers = rest.find((part) => !!part && typeof part === 'object' && !Array.isArray(part))
    decide(headers as OutgoingHttpHeaders | undefined)
    return writeHead(status, ...(rest as []))
  }) as typeof response.writeHead

  response.write = ((chunk: Chunk, encodingOrCallback?: unknown, callback?: unknown) => {
    decide()
    if (!replacer) return write(chunk, encodingOrCallback as BufferEncoding, callback as () => void)
    const encoding =
      typeof encodingOrCallback === 'string' ? (encodingOrCallback as BufferEncoding) : undefined
    const done = typeof encodingOrCallback === 'function' ? encodingOrCallback : callback
    return write(replacer.write(toBuffer(chunk, encoding)), done as () => void)
  }) as typeof response.write

  response.end = ((chunk?: unknown, encodingOrCallback?: unknown, callback?: unknown) => {
    decide()
    if (!replacer) return end(chunk as Chunk, encodingOrCallback as BufferEncoding, callback as () => void)
    const done = [chunk, encodingOrCallback, callback].find((part) => typeof part === 'function')
    const body = typeof chunk === 'function' || chunk == null ? undefined : (chunk as Chunk)
    const encoding =
      typeof encodingOrCallback === 'string' ? (encodingOrCallback as BufferEncoding) : undefined
    return end(replacer.end(body === undefined ? undefined : toBuffer(body, encoding)), done as () => void)
  }) as typeof response.end
}
