// Issue #23: this process's connections to the shared store (REDIS_URL), one per process through globalThis (the
// front door and Next's server code are separate module graphs). Without REDIS_URL there is none: memory stores.
import Redis from 'ioredis'

import { siteConfig } from '../config/site'

const key = Symbol.for('lumibook.redis')
type Connections = { commands: Redis }
type WithRedis = typeof globalThis & { [key]?: Connections }

function connect(url: string): Redis {
  // A command fails after one retry rather than waiting for Redis to return: a limit or a form answers with an error.
  const client = new Redis(url, { maxRetriesPerRequest: 1, connectionName: 'lumibook' })
  client.on('error', (error: Error) => console.error('[redis]', error.message))
  return client
}

/** The shared command connection, or undefined without REDIS_URL. */
export function redis(): Redis | undefined {
  const url = siteConfig().redisUrl
  if (!url) return undefined
  const holder = globalThis as WithRedis
  return (holder[key] ??= { commands: connect(url) }).commands
}

/** Closes the connections (graceful shutdown). */
export async function closeRedis(): Promise<void> {
  const holder = globalThis as WithRedis
  const connections = holder[key]
  holder[key] = undefined
  await connections?.commands.quit().catch(() => undefined)
}
