// Issue #23: with REDIS_URL (a throwaway Debian redis-server), what must be shared between instances is: a rate
// limit's counts, a captcha solution's single use, and Next's revalidations (each "instance" here is its own store).
// Issue #34: the kept page versions' index, and the router's index following publishes made on other instances.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { type Challenge, solveChallenge } from 'altcha-lib'
import Redis from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startRedis, type TestRedis } from '../support/redis'

let server: TestRedis
const connections: Redis[] = []
const connect = () => {
  const client = new Redis(server.url)
  connections.push(client)
  return client
}

/** This process's Next cache handler (Next makes one before the first page it serves), caught up with Redis. */
let handler: InstanceType<typeof import('@/server/cache-handler.mjs').default>

beforeAll(async () => {
  server = await startRedis()
  process.env.REDIS_URL = server.url
  const { default: CacheHandler } = await import('@/server/cache-handler.mjs')
  const { onRevalidationApplied } = await import('@/server/revalidations.mjs')
  await new Promise<void>((resolve) => {
    const stop = onRevalidationApplied(({ origin }) => {
      if (origin !== 'catch-up') return
      stop()
      resolve()
    })
    handler = new CacheHandler({ flushToDisk: false, serverDistDir: '/nonexistent' } as never)
  })
}, 60_000)
afterAll(async () => {
  const { closeRedis } = await import('@/server/redis')
  const { closeSharedTags } = await import('@/server/cache-handler.mjs')
  await Promise.all([closeRedis(), closeSharedTags()])
  connections.forEach((client) => client.disconnect())
  server?.stop()
})

describe('on Redis', () => {
  it('counts a rate limit once for every instance', async () => {
    const { rateLimiter } = await import('@/server/rateLimit')
    const rule = { limit: 2, windowMs: 60_000 }
    const [onA, onB] = [rateLimiter('shared-test', rule), rateLimiter('shared-test', rule)]
    expect((await onA.consume('203.0.113.9')).allowed).toBe(true)
    expect((await onA.consume('203.0.113.9')).allowed).toBe(true)
    const refused = await onB.consume('203.0.113.9')
    expect(refused.allowed).toBe(false)
    expect(refused.retryAfterSeconds).toBeGreaterThan(50)
    expect((await onB.consume('198.51.100.1')).allowed).toBe(true)
  })

  it('accepts a captcha nonce once across instances, until it expires', async () => {
    const { redisUsedOnce } = await import('@/server/usedOnce/redis')
    const [onA, onB] = [redisUsedOnce(connect(), 'captcha'), redisUsedOnce(connect(), 'captcha')]
    expect(await onA.claim('nonce-1', Date.now() + 60_000)).toBe(true)
    expect(await onB.claim('nonce-1', Date.now() + 60_000)).toBe(false)
    expect(await onB.claim('nonce-2', Date.now() + 50)).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 120))
    expect(await onA.claim('nonce-2', Date.now() + 60_000)).toBe(true)
  })

  it('verifies a captcha solution once, whichever instance is asked', async () => {
    const { createCaptchaChallenge, verifyCaptcha } = await import('@/services/captcha/server')
    const { deriveKey } = await import('altcha-lib/algorithms/pbkdf2')
    const challenge = (await createCaptchaChallenge({ counterMax: 10 })) as Challenge
    const solution = await solveChallenge({ challenge, deriveKey })
    const payload = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
    expect(await verifyCaptcha(payload)).toBe(true)
    // What another instance sees: the nonce is in Redis, not in this process.
    expect(await connect().exists(`used-once:captcha:${challenge.parameters.nonce}`)).toBe(1)
    expect(await verifyCaptcha(payload)).toBe(false)
  })

  it('shares Next revalidations: recorded and announced, and applied from other instances', async () => {
    const { caughtUp, TAGS_KEY } = await import('@/server/cache-handler.mjs')
    const { tagsManifest } = await import('next/dist/server/lib/incremental-cache/tags-manifest.external.js')
    const { onRevalidationApplied } = await import('@/server/revalidations.mjs')
    // The front door hears of each revalidation once the manifest changed, here or from another instance (issue #34:
    // with its tags, and whether it was this process's own publish).
    const seen: { tags: string[]; origin: string }[] = []
    const stop = onRevalidationApplied((revalidation) => seen.push(revalidation))
    const watcher = connect()
    const announced = new Promise<string>((resolve) =>
      watcher.on('message', (_channel, message) => resolve(message)),
    )
    await watcher.subscribe(TAGS_KEY)
    await handler.revalidateTag('_N_T_/photobooks')
    // A local one says when every process has it: a renderer (issue #34) is asked to render only after that.
    expect(seen).toEqual([{ tags: ['_N_T_/photobooks'], origin: 'local', shared: expect.any(Promise) }])
    expect(JSON.parse(await announced)).toEqual({ '_N_T_/photobooks': { expired: expect.any(Number) } })
    expect(await connect().hget(TAGS_KEY, '_N_T_/photobooks')).toMatch(/"expired":\d+/)
    // Another instance revalidates: once its announcement is out, this one has applied it when `caughtUp` resolves.
    const expired = Date.now()
    await connect().publish(TAGS_KEY, JSON.stringify({ '_N_T_/prints': { expired } }))
    await caughtUp()
    expect(tagsManifest.get('_N_T_/prints')?.expired).toBe(expired)
    expect(seen).toContainEqual({ tags: ['_N_T_/prints'], origin: 'remote' })
    // Its own revalidation, heard back from Redis, is not news.
    expect(seen.filter(({ tags }) => tags.includes('_N_T_/photobooks'))).toHaveLength(1)
    stop()
  })

  it('issue #34: keeps the page versions’ index for every instance: atomic against purges, changes announced to all', async () => {
    const { redisKeptIndex } = await import('@/server/pages/store/redis')
    const [onA, onB] = [
      redisKeptIndex(connect(), connect(), 'test-build'),
      redisKeptIndex(connect(), connect(), 'test-build'),
    ]
    const heard: unknown[] = []
    onB.onAnnouncement((message) => heard.push(message))
    await new Promise((resolve) => setTimeout(resolve, 100))
    const entry = { tag: 'abc', at: 1, gen: 0, life: 3600, q: 'fast' as const }
    const began = await onA.purges('200 /sv-se/x')
    await onB.purge(['200 /sv-se/x'])
    // A render that began before the purge (on another instance) is not kept.
    expect(await onA.put('200 /sv-se/x', entry, began)).toEqual({ kept: false })
    expect(await onA.put('200 /sv-se/x', entry, await onA.purges('200 /sv-se/x'))).toEqual({ kept: true })
    expect(await onB.get('200 /sv-se/x')).toEqual(entry)
    expect(await onB.claim('200 /sv-se/x', 5_000)).toBe(true)
    expect(await onA.claim('200 /sv-se/x', 5_000)).toBe(false)
    await onB.markStale(['200 /sv-se/x'])
    expect(await onA.get('200 /sv-se/x')).toEqual({ ...entry, stale: true })
    expect(await onA.requalify('200 /sv-se/x', 'abc', 'fast', 'best')).toBe(true)
    expect(await onB.purge(['200 /sv-se/x'])).toEqual([
      { key: '200 /sv-se/x', entry: { ...entry, stale: true, q: 'best' } },
    ])
    await onA.announce({ keys: ['200 /sv-se/x'] })
    await onA.announce({ generation: await onA.nextGeneration() })
    await expect.poll(() => heard).toEqual([{ keys: ['200 /sv-se/x'] }, { generation: 1 }])
    expect(await onB.generation()).toBe(1)
    await Promise.all([onA.close(), onB.close()])
  })

  it('issue #34: updates the router’s index from a publish on another instance, reading that entry alone, and reads it whole after missing one', async () => {
    // Imported once REDIS_URL is set (the site's configuration is read with the CMS's).
    const payload = await (await import('./payload')).testPayload()
    const { GET } = await import('@/app/routing-index.json/route')
    const { createIndexSource } = await import('@/server/routing/indexSource')
    const { TAGS_KEY } = await import('@/server/cache-handler.mjs')
    // The app as the front door reaches it: the real route, over HTTP, with the token the index source sends.
    const asked: string[] = []
    const app = createServer((request, response) => {
      asked.push(request.url!)
      const headers = new Headers(request.headers as Record<string, string>)
      void GET(new Request(`http://127.0.0.1${request.url}`, { headers })).then(async (answer) =>
        response.writeHead(answer.status).end(Buffer.from(await answer.arrayBuffer())),
      )
    })
    await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve))
    const context = { disableRevalidate: true }
    const create = (path: string) =>
      payload.create({
        collection: 'pages',
        locale: 'en-gb',
        data: { title: path, path, _status: 'published' },
        context,
      })
    const [moved, other] = [await create('/index-before'), await create('/index-other')]
    const source = createIndexSource(`http://127.0.0.1:${(app.address() as AddressInfo).port}`)
    source.start()
    await source.settled()
    const known = (path: string) => source.current()?.isKnown('sv-se', path)
    expect([known('/index-before'), known('/index-other')]).toEqual([true, true])

    // The page moved on another instance.
    await payload.update({
      collection: 'pages',
      id: moved.id,
      locale: 'en-gb',
      data: { path: '/index-after' },
      context,
    })
    // What another instance's cache handler records and announces for the entry's tag.
    const revalidation = (id: number) => [`entry:pages:${id}`, { expired: Date.now() }] as const
    const [tag, entry] = revalidation(moved.id)
    await connect()
      .multi()
      .hset(TAGS_KEY, tag, JSON.stringify(entry))
      .publish(TAGS_KEY, JSON.stringify({ [tag]: entry }))
      .exec()
    await expect.poll(() => known('/index-after')).toBe(true)
    expect([known('/index-before'), known('/index-other')]).toEqual([false, true])
    expect(asked).toEqual(['/routing-index.json', `/routing-index.json?entries=pages%3A${moved.id}`])

    // An entry deleted on another instance while this one's subscriber was away: recorded, never heard here.
    await payload.delete({ collection: 'pages', id: other.id, context })
    const [missedTag, missed] = revalidation(other.id)
    await connect().hset(TAGS_KEY, missedTag, JSON.stringify(missed))
    const clients = String(await connect().client('LIST'))
    const subscriber = /id=(\d+) .*name=lumibook-tags .*sub=1 /.exec(clients)?.[1]
    expect(subscriber).toBeDefined()
    // The connection drops; on reconnecting the instance catches up and reads the index whole.
    await connect().client('KILL', 'ID', subscriber!)
    await expect.poll(() => known('/index-other'), { timeout: 10_000 }).toBe(false)
    expect(asked.slice(2)).toEqual(['/routing-index.json'])
    expect(known('/index-after')).toBe(true)
    app.close()
  })
})
