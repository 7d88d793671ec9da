// Rate limits of the public POST routes and the captcha (issues #7, #8, #21), on rate-limiter-flexible: a fixed window
// per key. Memory of this process by default; a key lives only for its window, and keys are client addresses the
// front door resolved (src/server/clientAddress.ts), which a client cannot mint at will. Issue #23: with REDIS_URL the
// counts live in Redis, so a visitor's attempts count on every instance.
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible'

import { redis } from './redis'

export interface RateLimitRule {
  /** Attempts allowed per window. */
  limit: number
  windowMs: number
}

export interface RateLimitResult {
  allowed: boolean
  /** Seconds until the window resets, for `Retry-After` (0 when allowed). */
  retryAfterSeconds: number
}

export interface RateLimiter {
  rule: RateLimitRule
  /** Counts one attempt for `key`. */
  consume: (key: string) => Promise<RateLimitResult>
}

/** The one place that picks the store: Redis when configured (issue #23), else this process's memory. */
function createStore(name: string, rule: RateLimitRule): RateLimiterAbstract {
  const options = { keyPrefix: `rate-limit:${name}`, points: rule.limit, duration: rule.windowMs / 1000 }
  const storeClient = redis()
  return storeClient ? new RateLimiterRedis({ ...options, storeClient }) : new RateLimiterMemory(options)
}

/** A named limit; each name keeps its own counts. */
export function rateLimiter(name: string, rule: RateLimitRule): RateLimiter {
  const store = createStore(name, rule)
  return {
    rule,
    consume: async (key) => {
      try {
        await store.consume(key)
        return { allowed: true, retryAfterSeconds: 0 }
      } catch (rejection) {
        // The library rejects with the window's state when the key is over its limit; anything else is a fault.
        if (!(rejection instanceof RateLimiterRes)) throw rejection
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) }
      }
    },
  }
}

/** The answer a limited route gives: 429 with `Retry-After`. */
export function retryAfterHeaders(result: RateLimitResult): Record<string, string> {
  return { 'Retry-After': String(result.retryAfterSeconds) }
}
