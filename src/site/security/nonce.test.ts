// The per-request nonce: written over the render placeholder wherever the stream is cut, on a real HTTP server.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { applyNonce, createNonce, createNonceReplacer, isPublicPagePath } from './nonce'

describe('createNonceReplacer', () => {
  const placeholder = createNonce()
  const nonce = createNonce()
  const page = `<script nonce="${placeholder}">a</script><p>${'x'.repeat(50)}</p><script nonce="${placeholder}"></script>`

  it('replaces every placeholder wherever the chunks are cut', () => {
    for (let size = 1; size <= page.length; size += 7) {
      const replacer = createNonceReplacer(placeholder, nonce)
      const parts: Buffer[] = []
      for (let at = 0; at < page.length; at += size) {
        parts.push(replacer.write(Buffer.from(page.slice(at, at + size))))
      }
      parts.push(replacer.end())
      expect(Buffer.concat(parts).toString()).toBe(page.replaceAll(placeholder, nonce))
    }
  })

  it('replaces in a last chunk given to end, after a match cut by the previous chunk', () => {
    const replacer = createNonceReplacer(placeholder, nonce)
    const cut = page.indexOf(placeholder) + 5
    const first = replacer.write(Buffer.from(page.slice(0, cut)))
    const rest = replacer.end(Buffer.from(page.slice(cut)))
    expect(Buffer.concat([first, rest]).toString()).toBe(page.replaceAll(placeholder, nonce))
  })

  it('refuses a nonce that would change the body length', () => {
    expect(() => createNonceReplacer(placeholder, 'short')).toThrow(/same length/)
  })
})

describe('isPublicPagePath', () => {
  it('covers the site but not the admin, the APIs or Next files', () => {
    expect(['/', '/photobooks', '/sv-se/stories/x', '/preview'].every(isPublicPagePath)).toBe(true)
    expect(['/admin', '/admin/login', '/api/pages', '/_next/static/x.js'].some(isPublicPagePath)).toBe(false)
  })
})

describe('applyNonce on a real server', () => {
  let server: Server | undefined
  afterEach(() => server?.close())

  /** A server that renders like Next: reads the nonce from the request's policy header, writes in chunks. */
  async function serve(type: string, placeholder: string): Promise<string> {
    server = createServer((request, response) => {
      applyNonce(request, response, placeholder)
      const policy = String(request.headers['content-security-policy'])
      const rendered = /'nonce-([^']+)'/.exec(policy)?.[1]
      response.setHeader('Content-Type', type)
      response.setHeader('Content-Security-Policy', "frame-ancestors 'self'")
      response.write(`<html><script nonce="${rendered}`)
      response.write(`">1</script><script nonce="${rendered}">2</script>`)
      response.end(Buffer.from('</html>'))
    })
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  }

  it('gives every HTML response its own nonce, in the policy and in every script', async () => {
    const placeholder = createNonce()
    const url = await serve('text/html; charset=utf-8', placeholder)
    const nonces = new Set<string>()
    for (let i = 0; i < 3; i++) {
      const response = await fetch(url)
      const body = await response.text()
      const policy = response.headers.get('content-security-policy') ?? ''
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1] ?? ''
      expect(policy).toContain("'strict-dynamic'")
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/)
      expect(body).not.toContain(placeholder)
      expect(body.match(/nonce="([^"]+)"/g)).toEqual([`nonce="${nonce}"`, `nonce="${nonce}"`])
      nonces.add(nonce)
    }
    expect(nonces.size).toBe(3)
  })

  it('never writes over a cached page body: each response gets its own nonce from the same buffer', async () => {
    const placeholder = createNonce()
    const cached = Buffer.from(`<html><script nonce="${placeholder}"></script></html>`)
    const pristine = Buffer.from(cached)
    server = createServer((request, response) => {
      applyNonce(request, response, placeholder)
      response.setHeader('Content-Type', 'text/html')
      response.end(cached)
    })
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
    const [first, second] = [await (await fetch(url)).text(), await (await fetch(url)).text()]
    expect(first).not.toContain(placeholder)
    expect(first).not.toBe(second)
    expect(cached.equals(pristine)).toBe(true)
  })

  it('leaves other responses and their policy alone, but never lets the placeholder out', async () => {
    const placeholder = createNonce()
    const json = await fetch(await serve('application/json', placeholder))
    expect(json.headers.get('content-security-policy')).toBe("frame-ancestors 'self'")
    server?.close()
    const flight = await fetch(await serve('text/x-component', placeholder))
    expect(await flight.text()).not.toContain(placeholder)
  })
})

describe('hosted providers in the page policy', () => {
  it('adds a configured provider’s hosts, and nothing for the embedded defaults', async () => {
    const { pageContentSecurityPolicy, sourcesFor } = await import('./headers')
    expect(pageContentSecurityPolicy('n', sourcesFor({}))).toBe(pageContentSecurityPolicy('n'))
    const policy = pageContentSecurityPolicy('n', sourcesFor({ consentId: 'c', chatAppId: 'x' }))
    expect(policy).toMatch(
      /connect-src 'self' https:\/\/consent\.cookiebot\.com [^;]*wss:\/\/\*\.intercom\.io/,
    )
    expect(policy).toMatch(
      /frame-src 'self' https: https:\/\/consentcdn\.cookiebot\.com https:\/\/\*\.intercom\.io/,
    )
    expect(policy).not.toContain('googletagmanager')
  })
})
