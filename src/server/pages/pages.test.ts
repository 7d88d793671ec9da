// Issue #22: the front door serves each page version as a file: same bytes and validator for everyone, compressed
// once, a 304 for a browser that has it, its inline scripts in its policy, and a publish dropping it at once.
import { createHash } from 'node:crypto'
import { createServer, get, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import compression from 'compression'
import { afterEach, describe, expect, it } from 'vitest'

import { createPageCache } from './cache'
import { createPageServer } from './index'
import { makePageVersion } from './version'

/** Stands in for Next: an ISR page (its Cache-Control and x-nextjs-cache), counted, written in two chunks. */
function fakeNext(page: { html: string; cacheControl?: string; cache?: string; status?: number }) {
  const calls = { count: 0 }
  const handle = (_request: IncomingMessage, response: ServerResponse) => {
    calls.count += 1
    response.setHeader('content-type', 'text/html; charset=utf-8')
    response.setHeader('cache-control', page.cacheControl ?? 's-maxage=3600, stale-while-revalidate=31535000')
    response.setHeader('x-nextjs-cache', page.cache ?? 'HIT')
    response.writeHead(page.status ?? response.statusCode, { vary: 'rsc' })
    const half = Math.floor(page.html.length / 2)
    setTimeout(() => {
      response.write(page.html.slice(0, half))
      response.end(page.html.slice(half))
    }, 5)
  }
  return { handle, calls }
}

const servers: Server[] = []
afterEach(() => servers.splice(0).forEach((server) => server.close()))

async function serve(
  page: Parameters<typeof fakeNext>[0],
  options: { cookies?: string[]; personal?: boolean; recheckMs?: number } = {},
) {
  const next = fakeNext(page)
  const cache = createPageCache({ recheckMs: options.recheckMs ?? 60_000 })
  const pages = createPageServer({ handle: next.handle, compress: compression() as never, extra: {}, cache })
  const server = createServer((request, response) => {
    for (const cookie of options.cookies ?? []) response.appendHeader('set-cookie', cookie)
    void pages.serve(request, response, '200 /en-gb', {
      cookies: options.cookies ?? [],
      personal: options.personal,
    })
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { origin, next, cache }
}

/** A browser's conditional request (fetch would add `Cache-Control: no-cache` to it, as the Fetch standard says). */
const conditional = (url: string, headers: Record<string, string>) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    get(url, { headers }, (response) => {
      let body = ''
      response.on('data', (chunk: Buffer) => (body += chunk.toString()))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
    }).on('error', reject)
  })

const html = `<html><body><h1>Photo books</h1>${'<p>Memories</p>'.repeat(200)}<script>self.__next_f.push([1,"x"])</script><script type="application/ld+json">{}</script></body></html>`
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('page versions served as files', () => {
  it('gives two visitors the same bytes and validator, rendering once, and a 304 to a browser that has them', async () => {
    const { origin, next } = await serve({ html })
    const first = await fetch(origin, { headers: { 'accept-encoding': 'br, gzip', cookie: 'a=1' } })
    const second = await fetch(origin, {
      headers: { 'accept-encoding': 'br, gzip', 'user-agent': 'Other/1' },
    })
    expect(await first.text()).toBe(html)
    expect(await second.text()).toBe(html)
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'))
    expect(first.headers.get('content-encoding')).toBe('br')
    expect(first.headers.get('vary')).toBe('rsc, Accept-Encoding')
    expect(first.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=60',
    )
    expect(next.calls.count).toBe(1)
    const again = await conditional(origin, {
      'accept-encoding': 'br',
      'if-none-match': first.headers.get('etag') ?? '',
    })
    expect(again).toEqual({ status: 304, body: '' })
  })

  it('allows exactly the inline scripts of the page by hash, with no nonce', async () => {
    const { origin } = await serve({ html })
    const policy = (await fetch(origin)).headers.get('content-security-policy') ?? ''
    expect(policy).toContain(`script-src 'self' ${sha('self.__next_f.push([1,"x"])')};`)
    expect(policy).not.toMatch(/nonce|strict-dynamic/)
  })

  it('keeps each encoding compressed once: brotli, gzip and plain bytes all decode to the page', async () => {
    const { origin } = await serve({ html })
    const raw = async (encoding: string) => {
      const response = await fetch(origin, { headers: { 'accept-encoding': encoding } })
      return { response, bytes: Buffer.from(await response.arrayBuffer()) }
    }
    // fetch decodes by itself; the encodings are checked by their headers and sizes.
    const br = await raw('br')
    const gzip = await raw('gzip')
    const identity = await raw('identity')
    expect([br, gzip, identity].map(({ response }) => response.headers.get('content-encoding'))).toEqual([
      'br',
      'gzip',
      null,
    ])
    expect(new Set([br, gzip, identity].map(({ response }) => response.headers.get('etag'))).size).toBe(3)
    expect(Number(br.response.headers.get('content-length'))).toBeLessThan(
      Number(gzip.response.headers.get('content-length')),
    )
    expect(Number(gzip.response.headers.get('content-length'))).toBeLessThan(html.length / 4)
  })

  it('asks Next again once a version is due, and serves the new one', async () => {
    const { origin, next } = await serve({ html }, { recheckMs: 50 })
    await fetch(origin)
    await new Promise((resolve) => setTimeout(resolve, 80))
    await fetch(origin)
    expect(next.calls.count).toBe(2)
  })

  it('a publish (purge) drops the version: the next request renders', async () => {
    const { origin, next, cache } = await serve({ html })
    await fetch(origin)
    cache.purge()
    await fetch(origin)
    expect(next.calls.count).toBe(2)
  })

  it('renders once for many requests arriving together', async () => {
    const { origin, next } = await serve({ html })
    const bodies = await Promise.all(Array.from({ length: 10 }, () => fetch(origin).then((r) => r.text())))
    expect(new Set(bodies)).toEqual(new Set([html]))
    expect(next.calls.count).toBe(1)
  })

  it('keeps nothing Next does not keep (a dynamic page) nor a stale copy, and still sends it with its policy', async () => {
    for (const page of [
      { html, cacheControl: 'private, no-cache, no-store, max-age=0, must-revalidate' },
      { html, cache: 'STALE' },
    ]) {
      const { origin, next } = await serve(page)
      const response = await fetch(origin)
      expect(await response.text()).toBe(html)
      expect(response.headers.get('content-security-policy')).toContain(sha('self.__next_f.push([1,"x"])'))
      await fetch(origin)
      expect(next.calls.count).toBe(2)
    }
  })

  it('never lets a shared cache keep a response that sets a cookie, or a variation chosen per visitor', async () => {
    const withCookie = await serve({ html }, { cookies: ['variant=a; Path=/'] })
    const response = await fetch(withCookie.origin)
    expect(response.headers.get('cache-control')).toBe('private, no-cache')
    expect(response.headers.get('set-cookie')).toBe('variant=a; Path=/')
    const personal = await serve({ html }, { personal: true })
    expect((await fetch(personal.origin)).headers.get('cache-control')).toBe('private, no-cache')
  })

  it('answers a HEAD with the status and headers of the GET, without a body, even before any GET (issue #30)', async () => {
    const headers = (response: Response) =>
      Object.fromEntries(
        ['cache-control', 'vary', 'etag', 'content-length', 'content-type', 'content-security-policy'].map(
          (name) => [name, response.headers.get(name)],
        ),
      )
    const { origin, next } = await serve({ html })
    const head = await fetch(origin, { method: 'HEAD', headers: { 'accept-encoding': 'br' } })
    expect(await head.text()).toBe('')
    const get = await fetch(origin, { headers: { 'accept-encoding': 'br' } })
    expect(head.status).toBe(get.status)
    expect(headers(head)).toEqual(headers(get))
    expect(head.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=60',
    )
    // The HEAD's rendering was kept: the GET needed none.
    expect(next.calls.count).toBe(1)
    const dynamic = await serve({
      html,
      cacheControl: 'private, no-cache, no-store, max-age=0, must-revalidate',
    })
    const dynamicHead = await fetch(dynamic.origin, { method: 'HEAD' })
    const dynamicGet = await fetch(dynamic.origin)
    expect(dynamicHead.headers.get('cache-control')).toBe(dynamicGet.headers.get('cache-control'))
  })

  it('serves a 404 page version with its status, and never answers it with a 304', async () => {
    const { origin } = await serve({ html, status: 404 })
    const first = await fetch(origin)
    expect(first.status).toBe(404)
    const again = await conditional(origin, { 'if-none-match': first.headers.get('etag') ?? '' })
    expect(again.status).toBe(404)
  })
})

describe('makePageVersion', () => {
  const page = { status: 200, headers: { 'content-type': 'text/html' }, body: Buffer.from(html) }

  it('keeps the compressed copies of a recheck that found the same bytes, and makes new ones for new bytes', async () => {
    const kept = await makePageVersion(page, {})
    expect(await makePageVersion({ ...page, body: Buffer.from(html) }, {}, kept)).toBe(kept)
    const changed = await makePageVersion({ ...page, body: Buffer.from(`${html}<p>new</p>`) }, {}, kept)
    expect(changed).not.toBe(kept)
    expect(changed.etags.identity).not.toBe(kept.etags.identity)
  })
})
