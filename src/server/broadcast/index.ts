// One broadcast per process, shared through globalThis: the front door (scripts/serve.ts, bundled on its own) and
// Next's server code (bundled by Next) are separate module graphs in the same process.
import { memoryBroadcast } from './memory'
import type { Broadcast } from './port'

const key = Symbol.for('lumibook.broadcast')
type WithBroadcast = typeof globalThis & { [key]?: Broadcast }

export function broadcast(): Broadcast {
  const holder = globalThis as WithBroadcast
  return (holder[key] ??= memoryBroadcast())
}
