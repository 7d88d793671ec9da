// Issue #22: Next renders into a buffer instead of the socket, so a page version can be hashed, given its policy and
// compressed before a byte is sent (and then kept). Next writes through the Node response methods only.
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http'

import type { RenderedPage } from './version'

type Chunk = string | Buffer | Uint8Array

const toBuffer = (chunk: Chunk, encoding?: BufferEncoding) =>
  typeof chunk === 'string' ? Buffer.from(chunk, encoding ?? 'utf8') : Buffer.from(chunk)

/**
 * Runs `handle` with `response` held back: what it writes is collected, and the returned page is what it answered.
 * The response's own methods are restored before the promise resolves, so the caller then sends for real.
 */
export function capture(response: ServerResponse, handle: () => unknown): Promise<RenderedPage> {
  const original = {
    writeHead: response.writeHead,
    write: response.write,
    end: response.end,
    flushHeaders: response.flushHeaders,
  }
  const chunks: Buffer[] = []
  return new Promise<RenderedPage>((resolve, reject) => {
    let finished = false
    const restore = () => {
      finished = true
      Object.assign(response, original)
    }
    // A visitor who leaves mid-render makes Next abort without ending: nobody may wait for that page.
    response.once('close', () => {
      if (finished) return
      restore()
      reject(new Error('The response closed before the page was rendered.'))
    })
    response.writeHead = ((status: number, ...rest: unknown[]) => {
      response.statusCode = status
      const headers = rest.find((part) => !!part && typeof part === 'object')
      if (Array.isArray(headers)) {
        for (let at = 0; at + 1 < headers.length; at += 2) response.setHeader(headers[at], headers[at + 1])
      } else if (headers) {
        for (const [key, value] of Object.entries(headers as OutgoingHttpHeaders))
          if (value !== undefined) response.setHeader(key, value)
      }
      return response
    }) as typeof response.writeHead
    response.flushHeaders = () => {}
    response.write = ((chunk: Chunk, encoding?: unknown, callback?: unknown) => {
      chunks.push(toBuffer(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : undefined))
      const done = [encoding, callback].find((part) => typeof part === 'function') as (() => void) | undefined
      done?.()
      return true
    }) as typeof response.write
    response.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
      if (chunk != null && typeof chunk !== 'function')
        chunks.push(
          toBuffer(chunk as Chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : undefined),
        )
      restore()
      resolve({ status: response.statusCode, headers: response.getHeaders(), body: Buffer.concat(chunks) })
      const done = [chunk, encoding, callback].find((part) => typeof part === 'function') as
        (() => void) | undefined
      done?.()
      return response
    }) as typeof response.end
    Promise.resolve()
      .then(handle)
      .catch((error: unknown) => {
        restore()
        reject(error)
      })
  })
}
