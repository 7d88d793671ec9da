// Issues #22, #34: the front door serves each page version as a file: same bytes and validator for everyone,
// compressed fast once and at the best quality afterwards, a 304 for a browser that has it, its inline scripts in its
// policy; kept in a folder that outlives the process, purged key by key, served stale while it is rendered again.
import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, get, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import compression from 'compression'
import { afterAll, afterEach, describe, expect, it } from 'vitest'

import { createPageServer, type PageServer, SERVING_REQUESTS } from './index'
import { createPageStore } from './store'
import { fileKeptIndex } from './store/file'
import { versionFiles } from './store/files'

interface FakePage {
  html: string
  cacheControl?: string
  cache?: string
  status?: number
  /** How long a render takes. */
  delayMs?: number
  /** Next answers its own copy of what it rendered last (its ISR cache) unless asked to render anew. */
  ownCopy?: boolean
}

/** What has Next render anew (its build's on-demand revalidation, src/server/pages/keptPages.ts). */
const renderHeaders = { 'x-prerender-revalidate': 'preview-id-of-the-build' }

/** Stands in for Next: an ISR page (its Cache-Control and x-nextjs-cache), counted, written in two chunks. */
function fakeNext(page: FakePage) {
  const calls = { count: 0 }
  let copy: string | undefined
  const handle = (request: IncomingMessage, response: ServerResponse) => {
    calls.count += 1
    const anew = request.headers['x-prerender-revalidate'] === renderHeaders['x-prerender-revalidate']
    const html = page.ownCopy && !anew && copy !== undefined ? copy : page.html
    copy = html
    response.setHeader('content-type', 'text/html; charset=utf-8')
    response.setHeader('cache-control', page.cacheControl ?? 's-maxage=3600, stale-while-revalidate=31535000')
    response.setHeader('x-nextjs-cache', page.cache ?? 'HIT')
    response.writeHead(page.status ?? response.statusCode, { vary: 'rsc' })
    const half = Math.floor(html.length / 2)
    setTimeout(() => {
      response.write(html.slice(0, half))
      response.end(html.slice(half))
    }, page.delayMs ?? 5)
  }
  return { handle, calls }
}

const folders: string[] = []
const servers: Server[] = []
const running: PageServer[] = []
afterEach(async () => {
  await Promise.all(running.splice(0).map((pages) => pages.background.idle()))
  servers.splice(0).forEach((server) => server.close())
})
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })))

/**
 * One instance of the front door's page part on `folder` (a fresh one unless given: a restart keeps it): the page at
 * any path, keyed by the path; `x-render: key` is its own background render request.
 */
async function serve(
  page: FakePage,
  options: {
    cookies?: string[]
    personal?: boolean
    folder?: string
    compressRate?: number
    servingRate?: number
  } = {},
) {
  const folder = options.folder ?? mkdtempSync(path.join(tmpdir(), 'pages-test-'))
  folders.push(folder)
  const next = fakeNext(page)
  const store = createPageStore({
    index: fileKeptIndex(folder),
    files: versionFiles(folder),
    removeAfterMs: 0,
  })
  let origin = ''
  const pages: PageServer = createPageServer({
    handle: next.handle,
    compress: compression() as never,
    extra: {},
    store,
    rate: 1000,
    compressRate: options.compressRate ?? 1000,
    servingRate: options.servingRate,
    renderHeaders,
    async renderInternally(key) {
      const response = await fetch(origin, { headers: { 'x-render': encodeURIComponent(key) } })
      if (response.status !== 204) throw new Error(`render answered ${response.status}`)
    },
  })
  const server = createServer((request, response) => {
    const asked = request.headers['x-render']
    if (typeof asked === 'string')
      return void pages.renderToKeep(request, response, decodeURIComponent(asked))
    for (const cookie of options.cookies ?? []) response.appendHeader('set-cookie', cookie)
    void pages.serve(request, response, `200 ${request.url}`, {
      cookies: options.cookies ?? [],
      personal: options.personal,
    })
  })
  servers.push(server)
  running.push(pages)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  await store.ready
  return { origin, next, pages, store, folder }
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
const br = { 'accept-encoding': 'br, gzip' }

describe('page versions served as files', () => {
  it('gives two visitors the same bytes and validator, rendering once, and a 304 to a browser that has them', async () => {
    // No best-quality recompression meanwhile: it replaces the version (and its validator) whenever it finishes.
    const { origin, next } = await serve({ html }, { compressRate: 0 })
    const first = await fetch(origin, { headers: { ...br, cookie: 'a=1' } })
    const second = await fetch(origin, { headers: { ...br, 'user-agent': 'Other/1' } })
    expect(await first.text()).toBe(html)
    expect(await second.text()).toBe(html)
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'))
    expect(first.headers.get('content-encoding')).toBe('br')
    expect(first.headers.get('vary')).toBe('rsc, Accept-Encoding')
    expect(first.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=60',
    )
    // Issue #34: the server says whether it rendered (and how long that took) or served a kept version.
    expect(first.headers.get('server-timing')).toMatch(/^render;dur=[\d.]+, compress;dur=[\d.]+$/)
    expect(second.headers.get('server-timing')).toBe('kept')
    expect(next.calls.count).toBe(1)
    const again = await conditional(origin, {
      'accept-encoding': 'br',
      'if-none-match': first.headers.get('etag')!,
    })
    expect(again).toEqual({ status: 304, body: '' })
  })

  it('allows exactly the inline scripts of the page by hash, with no nonce', async () => {
    const { origin } = await serve({ html })
    for (const response of [await fetch(origin), await fetch(origin)]) {
      const policy = response.headers.get('content-security-policy') ?? ''
      expect(policy).toContain(`script-src 'self' ${sha('self.__next_f.push([1,"x"])')};`)
      expect(policy).not.toMatch(/nonce|strict-dynamic/)
    }
  })

  it('compresses fast for the first visitor and at the best quality afterwards, off the request path', async () => {
    const { origin, pages, next } = await serve({ html })
    const raw = async (encoding: string) => {
      const response = await fetch(origin, { headers: { 'accept-encoding': encoding } })
      return { response, text: await response.text() }
    }
    const first = await raw('br')
    expect(first.response.headers.get('etag')).toMatch(/-brf"$/)
    await pages.background.idle()
    // fetch decodes by itself; the encodings are checked by their headers and sizes.
    const [brotli, gzip, identity] = [await raw('br'), await raw('gzip'), await raw('identity')]
    expect([brotli, gzip, identity].map(({ text }) => text)).toEqual([html, html, html])
    expect([brotli, gzip, identity].map(({ response }) => response.headers.get('content-encoding'))).toEqual([
      'br',
      'gzip',
      null,
    ])
    expect(brotli.response.headers.get('etag')).toMatch(/-br"$/)
    expect(gzip.response.headers.get('etag')).toMatch(/-gz"$/)
    expect(Number(gzip.response.headers.get('content-length'))).toBeLessThan(html.length / 4)
    expect(next.calls.count).toBe(1)
  })

  it('recompresses a version only once no visitor waits on a first render', async () => {
    const page: FakePage = { html }
    const { origin, pages } = await serve(page)
    const etag = async (url: string) => (await fetch(url, { headers: br })).headers.get('etag')
    expect(await etag(`${origin}/a`)).toMatch(/-brf"$/)
    // A slow first render of another page: /a's best-quality recompression waits for it, and for the quiet after it.
    page.delayMs = 1000
    const slow = fetch(`${origin}/b`, { headers: br })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await etag(`${origin}/a`)).toMatch(/-brf"$/)
    await slow
    await pages.background.idle()
    expect(await etag(`${origin}/a`)).toMatch(/-br"$/)
  })

  it('keeps versions across a restart of the same build: served without rendering', async () => {
    const before = await serve({ html })
    await fetch(before.origin)
    await before.pages.background.idle()
    const after = await serve({ html: 'never rendered' }, { folder: before.folder })
    const response = await fetch(after.origin, { headers: br })
    expect(await response.text()).toBe(html)
    expect(response.headers.get('server-timing')).toBe('kept')
    expect(after.next.calls.count).toBe(0)
  })

  it('purges exactly the keys a publish names: the next request of one renders, the others stay kept', async () => {
    const page = { html }
    const { origin, next, store } = await serve(page)
    await Promise.all(['/a', '/b'].map((key) => fetch(`${origin}${key}`)))
    page.html = `${html}<p>published</p>`
    await store.purge(['200 /a'])
    expect(await (await fetch(`${origin}/a`)).text()).toContain('published')
    const other = await fetch(`${origin}/b`)
    expect(await other.text()).toBe(html)
    expect(other.headers.get('server-timing')).toBe('kept')
    expect(next.calls.count).toBe(3)
  })

  it('renders anew what it keeps, never from Next’s own copy: a purge holds whatever Next’s clock says', async () => {
    // Next's copy outlives a purge whose tag expiry it did not see (a clock stepped back: the expiry predates it).
    const page = { html, ownCopy: true }
    const { origin, next, pages, store } = await serve(page)
    await fetch(`${origin}/a`)
    page.html = `${html}<p>published</p>`
    await store.purge(['200 /a'])
    expect(await (await fetch(`${origin}/a`)).text()).toContain('published')
    page.html = `${html}<p>published again</p>`
    await store.purge(['200 /a'])
    await pages.background.render('200 /a')
    expect(await (await fetch(`${origin}/a`)).text()).toContain('published again')
    expect(next.calls.count).toBe(3)
  })

  it('does not keep a render that began before its key was purged', async () => {
    const page = { html, delayMs: 100 }
    const { origin, next, store } = await serve(page)
    const rendering = fetch(origin).then((response) => response.text())
    await new Promise((resolve) => setTimeout(resolve, 30))
    await store.purge(['200 /'])
    page.html = `${html}<p>new</p>`
    expect(await rendering).toBe(html)
    expect(await (await fetch(origin)).text()).toContain('<p>new</p>')
    expect(next.calls.count).toBe(2)
  })

  it('serves a version past its lifetime, or older than the page wrapper, while it renders it again', async () => {
    const page = { html, cacheControl: 's-maxage=1, stale-while-revalidate=31535000' }
    const { origin, next, pages, store } = await serve(page)
    await fetch(origin)
    page.html = `${html}<p>later</p>`
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    expect(await (await fetch(origin)).text()).toBe(html)
    await pages.background.idle()
    expect(await (await fetch(origin)).text()).toContain('later')
    page.html = `${html}<p>new footer</p>`
    page.cacheControl = 's-maxage=3600'
    await store.nextGeneration()
    expect(await (await fetch(origin)).text()).toContain('later')
    await pages.background.idle()
    expect(await (await fetch(origin)).text()).toContain('new footer')
    expect(next.calls.count).toBe(3)
  })

  it('renders stale versions at its serving rate while visitors come steadily, at its rate once they stop', async () => {
    const page = { html, cacheControl: 's-maxage=3600' }
    const { origin, next, pages, store } = await serve(page, { compressRate: 0, servingRate: 1 })
    const paths = ['/1', '/2', '/3', '/4']
    for (const path of paths) await fetch(`${origin}${path}`)
    // Steady visitors: more page requests within a second than SERVING_REQUESTS.
    for (let asked = 0; asked <= SERVING_REQUESTS; asked += 1) await fetch(`${origin}${paths[asked % 4]}`)
    page.html = `${html}<p>new footer</p>`
    await store.nextGeneration()
    for (const path of paths) expect(await (await fetch(`${origin}${path}`)).text()).toBe(html)
    await new Promise((resolve) => setTimeout(resolve, 400))
    // One render a second: the first at once, the next a second after it (at 1000 a second, all four by now).
    expect(next.calls.count).toBe(paths.length + 1)
    await pages.background.idle()
    expect(next.calls.count).toBe(paths.length * 2)
    for (const path of paths) expect(await (await fetch(`${origin}${path}`)).text()).toContain('new footer')
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
