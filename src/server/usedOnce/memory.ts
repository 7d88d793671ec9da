// The embedded default: this process's memory, at most `maxKeys` claims (expired ones go first, then the oldest).
import type { UsedOnce } from './port'

export function memoryUsedOnce(maxKeys: number): UsedOnce {
  const claims = new Map<string, number>()
  return {
    async claim(key, expiresAtMs) {
      const now = Date.now()
      for (const [claimed, expiry] of claims) {
        if (claims.size < maxKeys && expiry > now) break
        claims.delete(claimed)
      }
      if (claims.has(key)) return false
      claims.set(key, expiresAtMs)
      return true
    },
    clear: () => claims.clear(),
  }
}
