// The embedded default: this process's memory, at most `maxKeys` claims, each forgotten when it expires (lru-cache:
// when full, the least recently claimed goes first).
import { LRUCache } from 'lru-cache'

import type { UsedOnce } from './port'

export function memoryUsedOnce(maxKeys: number): UsedOnce {
  const claims = new LRUCache<string, true>({ max: maxKeys })
  return {
    async claim(key, expiresAtMs) {
      if (claims.has(key)) return false
      claims.set(key, true, { ttl: Math.max(1, Math.ceil(expiresAtMs - Date.now())) })
      return true
    },
    clear: () => claims.clear(),
  }
}
