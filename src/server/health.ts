import 'server-only'

// Issue #23: what a load balancer asks before sending an instance traffic: can it reach its database and its cache
// (Redis when configured; the memory cache is always reachable)? Each check gives up after a timeout.
import { payloadClient } from '@/cms/content'
import { siteConfig } from '@/config/site'

import { pagesBacklog } from './pages/background'
import { redis } from './redis'

export interface Check {
  ok: boolean
  kind: string
  error?: string
}

export interface Health {
  ok: boolean
  database: Check
  cache: Check
  /** Issue #34: page renders and recompressions this instance still has to do (after a deploy or a publish). */
  pages?: { backlog: number }
}

const TIMEOUT_MS = 2_000

async function check(kind: string, probe: () => Promise<unknown>): Promise<Check> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${TIMEOUT_MS} ms`)), TIMEOUT_MS)
  })
  try {
    await Promise.race([probe(), timeout])
    return { ok: true, kind }
  } catch (error) {
    return { ok: false, kind, error: error instanceof Error ? error.message : String(error) }
  } finally {
    clearTimeout(timer)
  }
}

export async function health(): Promise<Health> {
  const client = redis()
  const [database, cache] = await Promise.all([
    check(/^postgres/.test(siteConfig().databaseUrl) ? 'postgres' : 'sqlite', async () => {
      const payload = await payloadClient()
      await payload.count({ collection: 'users', overrideAccess: true })
    }),
    client ? check('redis', () => client.ping()) : Promise.resolve({ ok: true, kind: 'memory' }),
  ])
  const backlog = pagesBacklog()
  return {
    ok: database.ok && cache.ok,
    database,
    cache,
    ...(backlog === undefined ? {} : { pages: { backlog } }),
  }
}
