// Issue #23's benchmark: the production topology (nginx in front of two instances on one PostgreSQL and one Redis,
// started here on loopback and stopped afterwards) against one of those instances alone, same pages, same browser
// headers, same run. On a 2-core machine the point is what the shared layer costs, not a speed-up. Run by
// `npm run bench`; alone: `tsx bench/scale.ts`.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import autocannon from 'autocannon'

import { ensureSharedBuild, type Instance, startInstance, waitForHealthy } from '../tests/scale/instances'
import { startNginx } from '../tests/support/nginx'
import { startPostgres } from '../tests/support/postgres'
import { startRedis } from '../tests/support/redis'
import { browser } from './mix'

/** The pages issue #22's load test uses: the home page, a landing page, a story and a Swedish page. */
export const scalePages = [
  '/',
  '/photobooks',
  '/stories/travel-photo-book-tips',
  '/sv-se/borja-skapa-fotobocker',
]

export interface ScaleFigures {
  page: string
  oneInstance: { requestsPerSecond: number; p99Ms: number }
  twoBehindNginx: { requestsPerSecond: number; p99Ms: number }
  errors: number
}

async function measure(url: string) {
  await autocannon({ url, connections: 10, duration: 2, headers: browser })
  const result = await autocannon({ url, connections: 50, duration: 10, headers: browser })
  return {
    figures: { requestsPerSecond: Math.round(result.requests.average), p99Ms: result.latency.p99 },
    errors: result.errors + result.non2xx,
  }
}

export async function benchScale(): Promise<ScaleFigures[]> {
  ensureSharedBuild()
  const [postgres, redis] = await Promise.all([startPostgres(), startRedis()])
  const mediaDir = mkdtempSync(path.join(tmpdir(), 'bench-media-'))
  const ports = [3321, 3322]
  const nginx = await startNginx(ports)
  const instances: Instance[] = []
  try {
    const env = {
      DATABASE_URL: await postgres.createDatabase('bench'),
      REDIS_URL: redis.url,
      MEDIA_DIR: mediaDir,
      PAYLOAD_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO: '1',
      SITE_URL: nginx.url.replace('127.0.0.1', 'localhost'),
      TRUSTED_PROXY_HOPS: '1',
      PAYLOAD_JOBS_AUTORUN: 'false',
    }
    instances.push(...ports.map((port) => startInstance(port, env)))
    await Promise.all(instances.map((instance) => waitForHealthy(instance)))
    const figures: ScaleFigures[] = []
    for (const page of scalePages) {
      const one = await measure(`${instances[0]!.url}${page}`)
      const two = await measure(`${nginx.url}${page}`)
      figures.push({
        page,
        oneInstance: one.figures,
        twoBehindNginx: two.figures,
        errors: one.errors + two.errors,
      })
    }
    return figures
  } finally {
    await Promise.all(instances.map((instance) => instance.stop('SIGKILL')))
    nginx.stop()
    redis.stop()
    postgres.stop()
    rmSync(mediaDir, { recursive: true, force: true })
  }
}

export function printScale(figures: ScaleFigures[]) {
  console.log(
    'One instance alone vs two behind nginx (PostgreSQL + Redis; 50 connections, 10 s, browser headers)',
  )
  console.table(
    Object.fromEntries(
      figures.map(({ page, oneInstance, twoBehindNginx, errors }) => [
        page,
        {
          'one req/s': oneInstance.requestsPerSecond,
          'one p99 ms': oneInstance.p99Ms,
          'two req/s': twoBehindNginx.requestsPerSecond,
          'two p99 ms': twoBehindNginx.p99Ms,
          errors,
        },
      ]),
    ),
  )
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const figures = await benchScale()
  printScale(figures)
  process.exit(figures.some((figure) => figure.errors > 0) ? 1 : 0)
}
