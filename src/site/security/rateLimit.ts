// A per-process rate limit for the public form routes (issue #7 newsletter, #8 contact): a fixed window per key,
// with a bounded number of keys so a flood of distinct addresses cannot grow memory without end.

/** How many keys are remembered at most; the oldest windows are dropped first when it is reached. */
export const MAX_KEYS = 10_000

type Window = { start: number; count: number; windowMs: number }

// A Map keeps insertion order, so its first entries are the oldest windows (a reset window is re-inserted).
const windows = new Map<string, Window>()

/**
 * Counts one attempt for `key` and says whether it is within `limit` attempts per `windowMs`; when it is not,
 * `retryAfterSeconds` is how long until the window resets (for a `Retry-After` header).
 */
export function rateLimit(
  key: string,
  options: { limit: number; windowMs: number },
): { allowed: boolean; retryAfterSeconds: number } {
  const now = Date.now()
  let window = windows.get(key)
  if (!window || now - window.start >= window.windowMs) {
    windows.delete(key)
    window = { start: now, count: 0, windowMs: options.windowMs }
    windows.set(key, window)
    evict(now)
  }
  window.count += 1
  if (window.count <= options.limit) return { allowed: true, retryAfterSeconds: 0 }
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((window.start + window.windowMs - now) / 1000)),
  }
}

/** Drops expired windows from the front, then the oldest ones while there are too many keys. */
function evict(now: number): void {
  for (const [key, window] of windows) {
    if (windows.size <= MAX_KEYS && now - window.start < window.windowMs) break
    windows.delete(key)
  }
}

/**
 * The visitor's address for rate-limit keys: the first `x-forwarded-for` hop (the client, as the proxy in front
 * of the app reports it), else 'local' (a direct connection, e.g. in development or tests).
 */
export function clientAddress(request: Request): string {
  const first = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return first || 'local'
}

/** Forgets every window (tests). */
export function resetRateLimits(): void {
  windows.clear()
}
