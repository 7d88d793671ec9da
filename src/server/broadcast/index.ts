// One broadcast per process, shared through globalThis: the front door (scripts/serve.ts, bundled on its own) and
// Next's server code (bundled by Next) are separate module graphs in the same process. Issue #23: through Redis when
// REDIS_URL is set, so every instance hears it; else this process's memory.
import { redis, redisSubscriber } from '../redis'
import { memoryBroadcast } from './memory'
import type { Broadcast } from './port'
import { redisBroadcast } from './redis'

const key = Symbol.for('lumibook.broadcast')
type WithBroadcast = typeof globalThis & { [key]?: Broadcast }

export function broadcast(): Broadcast {
  const holder = globalThis as WithBroadcast
  const commands = redis()
  const subscriber = redisSubscriber()
  return (holder[key] ??= commands && subscriber ? redisBroadcast(commands, subscriber) : memoryBroadcast())
}
