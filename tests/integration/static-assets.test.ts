// The build's static files, compressed once at build and served from those copies (scripts/lib/staticAssets.ts).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { compileHint, precompressStatic, staticAssets } from '../../scripts/lib/staticAssets'

let distDir: string
// Real script text (React's own build) plus every locale's kind of characters.
const script = `${readFileSync('node_modules/react/cjs/react.production.js', 'utf8')}\nself.greeting = 'Fotoböcker'\n`
const chunk = () => path.join(distDir, 'static/chunks/app.js')
const framework = () => path.join(distDir, 'static/chunks/framework.js')
const frameworkScript = 'self.router = function start() { return 1 }\n'

beforeEach(() => {
  distDir = mkdtempSync(path.join(tmpdir(), 'static-assets-'))
  mkdirSync(path.join(distDir, 'static/chunks'), { recursive: true })
  mkdirSync(path.join(distDir, 'static/media'), { recursive: true })
  writeFileSync(path.join(distDir, 'BUILD_ID'), 'build-1')
  writeFileSync(chunk(), script)
  writeFileSync(framework(), frameworkScript)
  // As Next writes it: the scripts every page starts with.
  writeFileSync(
    path.join(distDir, 'build-manifest.json'),
    JSON.stringify({ polyfillFiles: [], rootMainFiles: ['static/chunks/framework.js'] }),
  )
  writeFileSync(path.join(distDir, 'static/media/font.woff2'), Buffer.from([0x77, 0x4f, 0x46, 0x32]))
})
afterEach(() => rmSync(distDir, { recursive: true, force: true }))

describe('precompressStatic', () => {
  it('writes brotli and gzip copies of scripts, brotli at its best quality, and leaves fonts alone', async () => {
    await precompressStatic(distDir)
    const br = readFileSync(`${chunk()}.br`)
    expect(brotliDecompressSync(br).toString()).toBe(script)
    expect(gunzipSync(readFileSync(`${chunk()}.gz`)).toString()).toBe(script)
    // Smaller than the quick brotli a per-request compressor uses (quality 4).
    const quick = brotliCompressSync(script, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
    expect(br.length).toBeLessThan(quick.length)
    expect(() => statSync(path.join(distDir, 'static/media/font.woff2.br'))).toThrow()
  })

  it('compresses a build once, and a new build again', async () => {
    await precompressStatic(distDir)
    writeFileSync(chunk(), 'self.changed = true\n')
    await precompressStatic(distDir)
    expect(brotliDecompressSync(readFileSync(`${chunk()}.br`)).toString()).toBe(script)
    writeFileSync(path.join(distDir, 'BUILD_ID'), 'build-2')
    await precompressStatic(distDir)
    expect(brotliDecompressSync(readFileSync(`${chunk()}.br`)).toString()).toBe('self.changed = true\n')
  })

  it("marks the framework's start-up scripts for eager compilation, once, and no other script", async () => {
    await precompressStatic(distDir)
    expect(readFileSync(framework(), 'utf8')).toBe(compileHint + frameworkScript)
    expect(compileHint).toBe('//# allFunctionsCalledOnLoad\n')
    expect(brotliDecompressSync(readFileSync(`${framework()}.br`)).toString()).toBe(
      compileHint + frameworkScript,
    )
    expect(gunzipSync(readFileSync(`${framework()}.gz`)).toString()).toBe(compileHint + frameworkScript)
    expect(readFileSync(chunk(), 'utf8')).toBe(script)
    // A build prepared again (a copy made before the hints, or a new build id) keeps a single hint.
    writeFileSync(path.join(distDir, 'BUILD_ID'), 'build-2')
    await precompressStatic(distDir)
    expect(readFileSync(framework(), 'utf8')).toBe(compileHint + frameworkScript)
  })

  it('still compresses a build whose manifest lists no start-up scripts', async () => {
    rmSync(path.join(distDir, 'build-manifest.json'))
    await precompressStatic(distDir)
    expect(brotliDecompressSync(readFileSync(`${framework()}.br`)).toString()).toBe(frameworkScript)
  })

  it('prepares a build whose copies were made before the compile hints again', async () => {
    writeFileSync(path.join(distDir, 'precompressed'), 'build-1')
    await precompressStatic(distDir)
    expect(brotliDecompressSync(readFileSync(`${framework()}.br`)).toString()).toBe(
      compileHint + frameworkScript,
    )
  })
})

describe('staticAssets', () => {
  let server: Server | undefined
  afterEach(() => server?.close())

  /** A server that answers static files with the handler and anything else with 418, as Next's handler would. */
  async function serve() {
    const handler = staticAssets(distDir)
    server = createServer((request, response) => {
      if (!handler) return void response.writeHead(418).end('next')
      handler(request, response, () => response.writeHead(418).end(`next ${request.url}`))
    })
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
    return `http://127.0.0.1:${(server?.address() as AddressInfo).port}`
  }

  it('serves the brotli copy to a browser that accepts it, immutable and with the security headers', async () => {
    await precompressStatic(distDir)
    const response = await fetch(`${await serve()}/_next/static/chunks/app.js`, {
      headers: { 'accept-encoding': 'gzip, br' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(Number(response.headers.get('content-length'))).toBe(statSync(`${chunk()}.br`).size)
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('public,max-age=31536000,immutable')
    expect(response.headers.get('vary')).toBe('Accept-Encoding')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'")
    expect(await response.text()).toBe(script)
  })

  it('serves gzip to a client without brotli', async () => {
    await precompressStatic(distDir)
    const response = await fetch(`${await serve()}/_next/static/chunks/app.js`, {
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(await response.text()).toBe(script)
  })

  it('hands a file it does not have back, with its own address', async () => {
    await precompressStatic(distDir)
    const response = await fetch(`${await serve()}/_next/static/chunks/missing.js?v=1`)
    expect(response.status).toBe(418)
    expect(await response.text()).toBe('next /_next/static/chunks/missing.js?v=1')
  })

  it('leaves a build without compressed copies to Next', async () => {
    expect(staticAssets(distDir)).toBeUndefined()
    await precompressStatic(distDir)
    writeFileSync(path.join(distDir, 'BUILD_ID'), 'build-2')
    expect(staticAssets(distDir)).toBeUndefined()
  })
})
