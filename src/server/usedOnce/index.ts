// Picks the store of things accepted once: Redis when REDIS_URL is set (issue #23), else this process's memory.
import { redis } from '../redis'
import { memoryUsedOnce } from './memory'
import type { UsedOnce } from './port'
import { redisUsedOnce } from './redis'

export type { UsedOnce } from './port'

/** A named store; `maxKeys` bounds the memory adapter (Redis expires its keys itself). */
export function usedOnce(name: string, maxKeys: number): UsedOnce {
  const client = redis()
  return client ? redisUsedOnce(client, name) : memoryUsedOnce(maxKeys)
}
