// Issue #23, the scale-out topology: nginx in front of two instances of the site on one PostgreSQL, one Redis and one
// S3-compatible media bucket, all started here on loopback and stopped afterwards. A publish, a rate limit, a captcha solution and an
// upload on instance A are seen by instance B; Chromium browses the site through nginx; killing A under load fails no
// request once nginx has marked it down, and A rejoins when restarted. Issue #34: a page version rendered on A is
// served by B without rendering (and, once A has recompressed it at the best quality, that copy), still by A after its
// restart, and a publish on B purges it on both.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { getPriority, tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib'

import { chromium } from '@playwright/test'
import { type Challenge, solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startNginx, type TestNginx } from '../support/nginx'
import { rawGet } from '../support/rawGet'
import { startPostgres, type TestPostgres } from '../support/postgres'
import { startRedis, type TestRedis } from '../support/redis'
import { startS3, type TestS3 } from '../support/s3'
import { browserLaunchOptions } from '../../playwright.config'
import { serverNodeFlags } from '../../scripts/lib/build'
import {
  ensureSharedBuild,
  type Instance,
  rendererOf,
  servingProcessOf,
  startInstance,
  waitForHealthy,
} from './instances'

const editor = { email: 'editor@lumibook.example', password: 'scale-editor-password' }
const secret = randomBytes(32).toString('hex')
const ports = { a: 3311, b: 3312 }
let postgres: TestPostgres
let redis: TestRedis
let s3: TestS3
let nginx: TestNginx
let mediaDir: string
let pagesDir: string
let env: Record<string, string>
let a: Instance
let b: Instance

beforeAll(async () => {
  ensureSharedBuild()
  ;[postgres, redis, s3] = await Promise.all([startPostgres(), startRedis(), startS3()])
  mediaDir = mkdtempSync(path.join(tmpdir(), 'shop-media-'))
  pagesDir = mkdtempSync(path.join(tmpdir(), 'shop-pages-'))
  nginx = await startNginx([ports.a, ports.b])
  env = {
    DATABASE_URL: await postgres.createDatabase('scale'),
    REDIS_URL: redis.url,
    ...s3.env,
    // Set to show that with a bucket configured nothing is written to the instance's disk.
    MEDIA_DIR: mediaDir,
    PAYLOAD_SECRET: secret,
    SEED_DEMO: '1',
    DEMO_EDITOR_EMAIL: editor.email,
    DEMO_EDITOR_PASSWORD: editor.password,
    SITE_URL: nginx.url.replace('127.0.0.1', 'localhost'),
    TRUSTED_PROXY_HOPS: '1',
    PAYLOAD_JOBS_AUTORUN: 'false',
    // Issue #34: one folder of kept page versions for both; no start-up sweep, so the test says which renders what.
    PAGES_DIR: pagesDir,
    PAGES_RENDER_RATE: '0',
    // Issue #34: renders in a renderer process of each instance's own (src/server/pages/renderer.ts).
    PAGES_RENDERER: 'process',
  }
  // Both at once: the migration lock makes one migrate and seed while the other waits.
  a = startInstance(ports.a, env)
  b = startInstance(ports.b, env)
  await Promise.all([waitForHealthy(a), waitForHealthy(b)]).catch(async (error: unknown) => {
    // Should a start stop at "Preparing the database…" (as Lexical's unsettled import made it, #31): say where.
    const tail = async (instance: Instance) =>
      `${instance.port}:\n${instance.output().slice(-2000)}\n${await instance.processReports()}`
    const sessions = await postgres.sessions().catch(String)
    console.error(`Sessions:\n${sessions}\n\nInstances ${await tail(a)}\n${await tail(b)}`)
    throw error
  })
}, 900_000)

afterAll(async () => {
  await Promise.all([a?.stop('SIGKILL'), b?.stop('SIGKILL')])
  nginx?.stop()
  redis?.stop()
  await s3?.stop()
  postgres?.stop()
  for (const folder of [mediaDir, pagesDir]) if (folder) rmSync(folder, { recursive: true, force: true })
}, 60_000)

async function login(instance: Instance): Promise<string> {
  const response = await fetch(`${instance.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(editor),
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { token: string }).token
}

const titleOf = async (url: string) =>
  /<title>([^<]*)<\/title>/.exec(await (await fetch(url)).text())?.[1] ?? ''

/** A page's title, and whether the instance rendered it for this request or served a kept version (Server-Timing). */
async function visit(url: string) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' } })
  const title = /<title>([^<]*)<\/title>/.exec(await response.text())?.[1] ?? ''
  return { title, rendered: /render;dur=/.test(response.headers.get('server-timing') ?? '') }
}

/** Issue #34: the page rendered on A, by then served kept by both. */
const keptPage = '/sv-se/photoprints'

describe('two instances behind nginx', () => {
  it('report their database and cache as reachable', async () => {
    for (const instance of [a, b]) {
      const response = await fetch(`${instance.url}/healthz`)
      expect(response.headers.get('cache-control')).toContain('no-store')
      expect(await response.json()).toMatchObject({
        ok: true,
        database: { ok: true, kind: 'postgres' },
        cache: { ok: true, kind: 'redis' },
      })
    }
  })

  it('serve a page published on A from both within 5 seconds', async () => {
    // Both render and cache the page first, so B has an old copy to drop.
    expect(await titleOf(`${a.url}/photobooks`)).toMatch(/Photo/)
    expect(await titleOf(`${b.url}/photobooks`)).toMatch(/Photo/)
    const token = await login(a)
    const found = (await (
      await fetch(`${a.url}/api/pages?where[path][equals]=/photobooks&depth=0`)
    ).json()) as {
      docs: { id: number }[]
    }
    const title = `Photo books, published on A ${Date.now()}`
    const published = await fetch(`${a.url}/api/pages/${found.docs[0]!.id}?locale=en-gb`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
      body: JSON.stringify({ title, _status: 'published' }),
    })
    expect(published.status).toBe(200)
    const publishedAt = Date.now()
    for (const instance of [b, a]) {
      await expect
        .poll(() => titleOf(`${instance.url}/photobooks`), { timeout: 5_000, interval: 250 })
        .toContain(title)
    }
    expect(Date.now() - publishedAt).toBeLessThan(5_000)
  })

  it('serve on B a page version rendered on A, without rendering it (issue #34)', async () => {
    expect(await visit(`${a.url}${keptPage}`)).toMatchObject({ rendered: true })
    expect(await visit(`${b.url}${keptPage}`)).toMatchObject({ rendered: false })
    expect(await visit(`${a.url}${keptPage}`)).toMatchObject({ rendered: false })
  })

  it('send from B the copy A recompressed off the request path, smaller than the library default (issue #34)', async () => {
    // Compressed fast ("-brf") on the request path, at the best quality ("-br") soon after, by default
    // (PAGES_RECOMPRESS_RATE): fewer bytes before the first paint.
    await expect
      .poll(
        async () => String((await rawGet(`${b.url}${keptPage}`, { 'accept-encoding': 'br' })).headers.etag),
        { timeout: 15_000, interval: 250 },
      )
      .toMatch(/-br"$/)
    const { body } = await rawGet(`${b.url}${keptPage}`, { 'accept-encoding': 'br' })
    const html = brotliDecompressSync(body)
    expect(html.toString()).toContain('</html>')
    const libraryDefault = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
    expect(body.length).toBeLessThan(libraryDefault.length * 0.95)
  })

  it('count a rate limit hit on A on B', async () => {
    const visitor = { 'x-forwarded-for': '203.0.113.23' }
    for (let attempt = 0; attempt < 30; attempt++) {
      expect((await fetch(`${a.url}/captcha/challenge`, { headers: visitor })).status).toBe(200)
    }
    expect((await fetch(`${b.url}/captcha/challenge`, { headers: visitor })).status).toBe(429)
    expect(
      (await fetch(`${b.url}/captcha/challenge`, { headers: { 'x-forwarded-for': '203.0.113.24' } })).status,
    ).toBe(200)
  })

  it('refuse on B a captcha solution used on A', async () => {
    // A small challenge signed with the instances' secret, as GET /captcha/challenge makes (only cheaper to solve).
    process.env.PAYLOAD_SECRET = secret
    const { createCaptchaChallenge } = await import('@/services/captcha/server')
    const challenge = (await createCaptchaChallenge({ counterMax: 10 })) as Challenge
    const solution = await solveChallenge({ challenge, deriveKey })
    const captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
    const signUp = (instance: Instance, visitor: string) =>
      fetch(`${instance.url}/newsletter`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor },
        body: JSON.stringify({ email: 'scale@example.com', consent: true, captcha, locale: 'en-gb' }),
      })
    expect((await signUp(a, '198.51.100.61')).status).toBe(200)
    const replay = await signUp(b, '198.51.100.62')
    expect(replay.status).toBe(400)
    expect(await replay.json()).toMatchObject({ error: 'captcha' })
  })

  it('serve from B an upload made through A', async () => {
    const token = await login(a)
    const image = await sharp({
      create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 30, b: 90 } },
    })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), `scale-${Date.now()}.png`)
    form.append('_payload', JSON.stringify({ alt: 'A scale test upload' }))
    const uploaded = await fetch(`${a.url}/api/media`, {
      method: 'POST',
      headers: { authorization: `JWT ${token}` },
      body: form,
    })
    expect(uploaded.status).toBe(201)
    const { doc } = (await uploaded.json()) as { doc: { url: string } }
    const served = await fetch(new URL(new URL(doc.url, b.url).pathname, b.url))
    expect(served.status).toBe(200)
    expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true)
    // The file and its §5 image sizes are in the bucket, none in a folder of an instance.
    const filename = path.basename(new URL(doc.url, b.url).pathname)
    expect(readdirSync(s3.directory, { recursive: true }).map(String).join('\n')).toContain(filename)
    expect(readdirSync(mediaDir)).toEqual([])
  })

  it('serve a browser through nginx on PostgreSQL (smoke)', async () => {
    const browser = await chromium.launch(browserLaunchOptions)
    try {
      const page = await browser.newPage()
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      for (const path of ['/photobooks', '/de-de']) {
        const response = await page.goto(`${nginx.url}${path}`)
        expect(response?.status()).toBe(200)
        await expect.poll(() => page.locator('h1').first().isVisible()).toBe(true)
      }
      expect(await page.evaluate(() => document.documentElement.lang)).toMatch(/^de/)
      expect(errors).toEqual([])
    } finally {
      await browser.close()
    }
  })

  it('fail no request once nginx marks a killed instance down, and take it back when it restarts', async () => {
    const results: { at: number; ok: boolean; upstream: string }[] = []
    const started = Date.now()
    let killedAt = 0
    const worker = async () => {
      while (Date.now() - started < 20_000) {
        const at = Date.now()
        try {
          const response = await fetch(`${nginx.url}/photobooks`)
          await response.arrayBuffer()
          results.push({
            at,
            ok: response.status === 200,
            upstream: response.headers.get('x-upstream') ?? '',
          })
        } catch {
          results.push({ at, ok: false, upstream: '' })
        }
      }
    }
    const killer = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 5_000))
      killedAt = Date.now()
      await a.stop('SIGKILL')
    })()
    await Promise.all([worker(), worker(), worker(), worker(), killer])
    const failed = results.filter((result) => !result.ok)
    console.log(
      `load run: ${results.length} requests, ${failed.length} failed, killed A at ${killedAt - started} ms`,
    )
    const onA = results.filter((result) => result.at < killedAt && result.upstream.endsWith(`:${ports.a}`))
    expect(onA.length).toBeGreaterThan(0)
    // nginx retries a request that fails on the dead instance on the live one; only a response cut off mid-body by
    // the kill itself could fail, and none once the first failure has marked A down.
    expect(failed.filter((result) => result.at > killedAt + 1_000)).toEqual([])
    expect(failed.length).toBeLessThanOrEqual(4)

    a = startInstance(ports.a, env)
    await waitForHealthy(a)
    // Past the 3 s fail_timeout nginx tries A again, and it answers.
    await expect
      .poll(
        async () => {
          const response = await fetch(`${nginx.url}/photobooks`)
          await response.arrayBuffer()
          return response.headers.get('x-upstream')
        },
        { timeout: 15_000, interval: 200 },
      )
      .toBe(`127.0.0.1:${ports.a}`)
    // Issue #34: what A kept before it was killed is still served, not rendered again.
    expect(await visit(`${a.url}${keptPage}`)).toMatchObject({ rendered: false })
  }, 300_000)

  it('purge on both instances a page a publish on B changed, rendered by B’s renderer process (issue #34)', async () => {
    // Each instance renders in a process of its own (PAGES_RENDERER), at the lowest CPU priority (renderer.ts).
    const renderer = rendererOf(b)!
    expect(renderer).toBeDefined()
    expect(getPriority(renderer.pid)).toBe(19)
    const rendererCpu = renderer.cpuSeconds()
    const token = await login(b)
    const found = (await (
      await fetch(`${b.url}/api/pages?where[path][equals]=/photoprints&depth=0&locale=sv-se`)
    ).json()) as { docs: { id: number }[] }
    const title = `Fotoutskrifter, publicerade på B ${Date.now()}`
    const published = await fetch(`${b.url}/api/pages/${found.docs[0]!.id}?locale=sv-se`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
      body: JSON.stringify({ title, _status: 'published' }),
    })
    expect(published.status).toBe(200)
    // The save answers once B has kept the new version (or after 10 s under load): both serve it at once.
    for (const instance of [a, b]) expect((await visit(`${instance.url}${keptPage}`)).title).toContain(title)
    // The page in every locale was rendered there (~50 ms of CPU each), not in the serving process, and kept: the
    // renderer took the serving process's render requests for its own (a refused one is logged as failed).
    expect(renderer.cpuSeconds() - rendererCpu).toBeGreaterThan(0.3)
    expect(b.output()).not.toMatch(/\[pages\] render .* failed/)
  })

  it('run each serving process and its renderer with the server’s Node flags (issue #34: a 32 MB young generation)', () => {
    expect(serverNodeFlags).toContain('--max-semi-space-size=32')
    for (const instance of [a, b]) {
      const serving = servingProcessOf(instance)
      expect(serving?.args.slice(1, -1)).toEqual(serverNodeFlags)
      // Its renderer, started through nice(1), runs Node with the serving process's arguments (src/server/pages/renderer.ts).
      expect(rendererOf(instance)?.args.slice(1, -2)).toEqual(serverNodeFlags)
    }
  })

  it('report an unreachable cache with 503', async () => {
    redis.stop()
    // Redis takes a moment to go once told to stop.
    await expect.poll(async () => (await fetch(`${b.url}/healthz`)).status, { timeout: 10_000 }).toBe(503)
    expect(await (await fetch(`${b.url}/healthz`)).json()).toMatchObject({
      ok: false,
      database: { ok: true },
      cache: { ok: false, kind: 'redis' },
    })
  })
})
