// Security headers on public pages, the 404 page, the API and the admin; the per-request script nonce; compression.
import { statSync } from 'node:fs'
import { get } from 'node:http'
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib'

import { expect, test } from '@playwright/test'

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

test('a page is sent brotli-compressed harder than the library default: fewer bytes before the first paint', async ({
  baseURL,
}) => {
  const raw = await new Promise<Buffer>((resolve, reject) => {
    get(`${baseURL}/photobooks`, { headers: { 'accept-encoding': 'br' } }, (response) => {
      expect(response.headers['content-encoding']).toBe('br')
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve(Buffer.concat(chunks)))
    }).on('error', reject)
  })
  const html = brotliDecompressSync(raw)
  expect(html.toString()).toContain('</html>')
  const libraryDefault = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
  expect(raw.length).toBeLessThan(libraryDefault.length * 0.95)
})

/** The nonce of a response's policy, and the nonces its scripts carry. */
async function nonces(request: import('@playwright/test').APIRequestContext, url: string) {
  const response = await request.get(url)
  const policy = response.headers()['content-security-policy'] ?? ''
  const html = await response.text()
  return {
    policy,
    nonce: /'nonce-([^']+)'/.exec(policy)?.[1],
    scripts: [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => /\bnonce="([^"]*)"/.exec(tag)?.[1]),
    cache: response.headers()['x-nextjs-cache'],
    etag: response.headers()['etag'],
  }
}

for (const url of ['/photobooks', '/sv-se/borja-skapa-fotobocker', '/stories', '/no-such-page']) {
  test(`${url}: every script carries this response's own nonce, and the page stays static`, async ({
    request,
  }) => {
    const first = await nonces(request, url)
    const second = await nonces(request, url)
    for (const { policy, nonce, scripts, etag } of [first, second]) {
      // No validator: a 304 would pair the browser's copy (its old nonce) with this response's new policy.
      expect(etag).toBeUndefined()
      expect(policy).toMatch(/script-src [^;]*'strict-dynamic'/)
      expect(policy).not.toMatch(/script-src [^;]*'unsafe-(?:inline|eval)'/)
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
      expect(scripts.length).toBeGreaterThan(0)
      expect(scripts.every((script) => script === nonce)).toBe(true)
    }
    expect(second.nonce).not.toBe(first.nonce)
    // Served from the page cache, not rendered per request.
    if (url !== '/no-such-page') expect(second.cache).toBe('HIT')
  })
}

test('a client cannot choose the nonce a page is rendered with', async ({ request }) => {
  const chosen = 'AAAAAAAAAAAAAAAAAAAAAA=='
  const response = await request.get('/photoprints', {
    headers: { 'Content-Security-Policy': `script-src 'nonce-${chosen}'` },
  })
  expect(await response.text()).not.toContain(chosen)
  const admin = await request.get('/admin/login', {
    headers: { 'Content-Security-Policy': `script-src 'nonce-${chosen}'` },
  })
  expect(await admin.text()).not.toContain(chosen)
})

test('pages run their scripts under the policy with no violation', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { cspViolations: string[] }).cspViolations = [])
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    )
  })
  for (const url of ['/', '/photobooks', '/sv-se/stories']) {
    await page.goto(url)
    // Next's runtime only starts when its nonce-carrying scripts were allowed to run.
    await page.waitForFunction(() =>
      Boolean((window as unknown as { next?: { version?: string } }).next?.version),
    )
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([])
  }
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
