// Security headers on public pages, the 404 page, the API and the admin; one page version per visitor; compression.
import { createHash } from 'node:crypto'
import { statSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { brotliDecompressSync } from 'node:zlib'

import { expect, test } from '@playwright/test'

import { rawGet } from '../support/rawGet'
import { sitemapUrls } from './support/sitemap'
// The front door's own answers too (issue #24 item 22): its redirects (/en-gb/…, a trailing slash) and refusals.
for (const url of [
  '/',
  '/photobooks',
  '/sv-se/stories',
  '/no-such-page',
  '/api/pages',
  '/admin/login',
  '/en-gb/photobooks',
  '/photobooks/',
  '/a.%E0',
  '/favicon.ico',
]) {
  test(`security headers on ${url}`, async ({ request }) => {
    const headers = (await request.get(url, { maxRedirects: 0 })).headers()
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy']).toContain('camera=()')
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'")
    expect(headers['strict-transport-security']).toMatch(/max-age=\d{7,}/)
    expect(headers['x-powered-by']).toBeUndefined()
  })
}

test('a first visit is answered at once: only the admin asks for the colour-scheme hint', async ({
  browser,
  page,
}) => {
  // Critical-CH makes Chrome send the first request of a visit again with the hint: a round trip before the page.
  for (const url of ['/', '/photobooks', '/sv-se/stories']) {
    const context = await browser.newContext()
    const response = await (await context.newPage()).goto(url)
    expect(response?.request().redirectedFrom()?.url()).toBeUndefined()
    expect(response?.headers()['critical-ch']).toBeUndefined()
    await context.close()
  }
  const admin = await page.goto('/admin/login')
  expect(admin?.headers()['accept-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
})

test("a page's scripts are the build's own brotli copies, immutable and with the security headers", async ({
  request,
}) => {
  const html = await (await request.get('/photobooks')).text()
  const scripts = [...html.matchAll(/src="(\/_next\/static\/chunks\/[^"]+\.js)"/g)].map(
    ([, src]) => src ?? '',
  )
  expect(scripts.length).toBeGreaterThan(0)
  for (const src of scripts) {
    const headers = (await request.get(src, { headers: { 'accept-encoding': 'br' } })).headers()
    expect(headers['content-encoding']).toBe('br')
    // The copy made once at build (scripts/lib/staticAssets.ts), not compressed again per request.
    expect(Number(headers['content-length'])).toBe(statSync(`.next${src.slice('/_next'.length)}.br`).size)
    expect(headers['cache-control']).toContain('immutable')
    expect(headers['x-content-type-options']).toBe('nosniff')
  }
})

/** The policy's script hashes, and the hashes of the inline scripts the HTML runs, computed here on our own. */
function scriptHashes(policy: string, html: string) {
  const allowed = /script-src ([^;]*)/.exec(policy)?.[1]?.match(/'sha256-[^']+'/g) ?? []
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(
      ([, attributes = '']) =>
        !/\ssrc=/.test(attributes) && !/type="application\/(?:ld\+)?json"/.test(attributes),
    )
    .map(([, , text = '']) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`)
  return { allowed: new Set(allowed), inline: new Set(inline) }
}

const chrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

for (const url of ['/', '/photobooks', '/sv-se/borja-skapa-fotobocker', '/stories', '/no-such-page']) {
  test(`${url}: one page version for every visitor, its inline scripts allowed by hash, a 304 when unchanged (issue #22)`, async ({
    baseURL,
  }) => {
    const visitors = [
      { 'user-agent': chrome, cookie: 'country=SE; cookieConsent=all', 'accept-encoding': 'br, gzip' },
      { 'user-agent': 'Mozilla/5.0 (iPhone) Safari/604.1', cookie: 'other=1', 'accept-encoding': 'br, gzip' },
    ]
    const [first, second] = await Promise.all(visitors.map((headers) => rawGet(`${baseURL}${url}`, headers)))
    expect(first!.status).toBe(url === '/no-such-page' ? 404 : 200)
    expect(second!.body.equals(first!.body)).toBe(true)
    // Brotli: compressed fast on the request path ("-brf"); the best-quality copy is tested in tests/scale.
    expect(first!.headers.etag).toMatch(/^"[\w-]{27}-brf?"$/)
    expect(second!.headers.etag).toBe(first!.headers.etag)
    expect(first!.headers['content-encoding']).toBe('br')
    const html = brotliDecompressSync(first!.body).toString()
    const policy = String(first!.headers['content-security-policy'])
    expect(policy).not.toContain('nonce')
    expect(/script-src ([^;]*)/.exec(policy)?.[1]).not.toMatch(/unsafe-inline|unsafe-eval|strict-dynamic/)
    expect(html).not.toMatch(/<script\b[^>]*\bnonce=/)
    const { allowed, inline } = scriptHashes(policy, html)
    expect(inline.size).toBeGreaterThan(0)
    expect(allowed).toEqual(inline)
    // A CDN may keep it (shared, briefly); the browser asks again and gets a 304 while the version stands.
    if (url !== '/no-such-page') {
      expect(first!.headers['cache-control']).toMatch(
        /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
      )
      const again = await rawGet(`${baseURL}${url}`, {
        ...visitors[0]!,
        'if-none-match': String(first!.headers.etag),
      })
      expect(again.status).toBe(304)
      expect(again.body.length).toBe(0)
    }
  })
}

/** A request with any method, its headers as they arrive. */
function rawRequest(url: string, method: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined> }>(
    (resolve, reject) => {
      httpRequest(url, { method, headers }, (response) => {
        response.resume()
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }))
      })
        .on('error', reject)
        .end()
    },
  )
}

test('a HEAD answers the status and caching headers of the GET, asked first or second (issue #30)', async ({
  baseURL,
  request: api,
}) => {
  const login = await api.post('/api/users/login', {
    data: { email: 'editor@lumibook.example', password: 'e2e-editor-password' },
  })
  const headers = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  const path = `/e2e-head-${Date.now()}`
  const created = await api.post('/api/pages?locale=en-gb', {
    headers,
    data: { title: 'Head first', path, _status: 'published', layout: [] },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const { doc } = (await created.json()) as { doc: { id: number } }
  const compared = [
    'cache-control',
    'vary',
    'etag',
    'content-type',
    'content-length',
    'content-security-policy',
  ]
  const pick = (response: { headers: Record<string, unknown> }) =>
    Object.fromEntries(compared.map((name) => [name, response.headers[name]]))
  try {
    // The router learns of new paths within 5 s; a 404 page version is a different URL's business.
    await expect
      .poll(async () => (await rawRequest(`${baseURL}${path}`, 'HEAD')).status, { timeout: 10_000 })
      .toBe(200)
    for (const url of [path, '/', '/photobooks']) {
      const browser = { 'accept-encoding': 'br, gzip' }
      const head = await rawRequest(`${baseURL}${url}`, 'HEAD', browser)
      const get = await rawRequest(`${baseURL}${url}`, 'GET', browser)
      expect(head.status, url).toBe(get.status)
      expect(pick(head), url).toEqual(pick(get))
    }
  } finally {
    await api.delete(`/api/pages/${doc.id}`, { headers })
  }
})

test('a client cannot make the page carry a nonce of its choosing', async ({ request }) => {
  const chosen = 'AAAAAAAAAAAAAAAAAAAAAA=='
  for (const url of ['/photoprints', '/admin/login']) {
    const response = await request.get(url, {
      headers: { 'Content-Security-Policy': `script-src 'nonce-${chosen}'` },
    })
    expect(await response.text()).not.toContain(chosen)
  }
})

test('the home page follows a remembered region before any cache, and says it varies by cookie (§3 NEXT_LOCALE)', async ({
  baseURL,
}) => {
  const remembered = await rawGet(`${baseURL}/?utm_source=news`, { cookie: 'NEXT_LOCALE=sv-se' })
  expect(remembered.status).toBe(307)
  expect(remembered.headers.location).toBe('/sv-se?utm_source=news')
  expect(remembered.headers['cache-control']).toBe('private, no-cache')
  const fresh = await rawGet(`${baseURL}/`, { 'accept-encoding': 'br' })
  expect(fresh.status).toBe(200)
  expect(String(fresh.headers.vary)).toMatch(/\bCookie\b/)
  // Other pages do not read the cookie, so a shared cache keeps one copy of each.
  expect(String((await rawGet(`${baseURL}/photobooks`, {})).headers.vary)).not.toMatch(/\bCookie\b/)
})

test('every seeded page runs its scripts and the hosted providers’ under the policy, with no violation', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { cspViolations: string[] }).cspViolations = [])
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    )
  })
  // The providers are faked at their script boundary: each fake reports to the test that the browser let it run,
  // on whichever page it started (a provider may load after the page's own scripts).
  const ran = new Set<string>()
  await page.exposeFunction('providerRan', (provider: string) => ran.add(provider))
  for (const provider of [
    'https://www.googletagmanager.com/**',
    'https://widget.intercom.io/**',
    'https://widget.trustpilot.com/**',
  ])
    await page.route(provider, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `window.providerRan(${JSON.stringify(provider)})`,
      }),
    )
  const urls = (await sitemapUrls(request))
    .map((loc) => new URL(loc).pathname)
    // Every page in en-gb and in one translated locale: the same templates in the other ten.
    .filter((path) => !/^\/[a-z]{2}-[a-z]{2}(?:\/|$)/.test(path) || path.startsWith('/sv-se'))
  expect(urls.length).toBeGreaterThan(5)
  await page.goto('/')
  await page.getByRole('button', { name: 'Accept all' }).click()
  for (const url of [...urls, '/no-such-page']) {
    await page.goto(url)
    // Next's runtime only starts when its inline scripts were allowed to run.
    await page.waitForFunction(() =>
      Boolean((window as unknown as { next?: { version?: string } }).next?.version),
    )
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
      url,
    ).toEqual([])
  }
  // The tag manager and the chat started under the policy (consent given); the review widget where a page has one.
  await expect
    .poll(() => [...ran])
    .toEqual(expect.arrayContaining(['https://www.googletagmanager.com/**', 'https://widget.intercom.io/**']))
})

test('/favicon.ico answers the site icon as an ICO image, not a redirect (issue #24 item 22)', async ({
  request,
}) => {
  const response = await request.get('/favicon.ico', { maxRedirects: 0 })
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('image/x-icon')
  const body = await response.body()
  expect([...body.subarray(0, 4)]).toEqual([0, 0, 1, 0])
  expect(body.subarray(22, 26).toString('latin1')).toBe('\x89PNG')
})

test('an idle kept-alive connection stays open past a balancer’s own 60 s, so a reused one is never reset', async ({
  request,
}) => {
  // Node's default of 5 s reset a connection the tests' client reused as the server closed it (ECONNRESET).
  for (const path of ['/photobooks', '/version.json', '/api/pages?limit=1'])
    expect((await request.get(path)).headers()['keep-alive'], path).toBe('timeout=65')
})
