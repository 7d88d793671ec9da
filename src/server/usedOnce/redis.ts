// Issue #23: one SET NX with the claim's lifetime: atomic across instances, and Redis forgets it when it expires.
import type Redis from 'ioredis'

import type { UsedOnce } from './port'

export function redisUsedOnce(client: Redis, name: string): UsedOnce {
  return {
    async claim(key, expiresAtMs) {
      const lifetimeMs = Math.max(1, Math.ceil(expiresAtMs - Date.now()))
      return (await client.set(`used-once:${name}:${key}`, '1', 'PX', lifetimeMs, 'NX')) === 'OK'
    },
    clear: () => undefined,
  }
}
