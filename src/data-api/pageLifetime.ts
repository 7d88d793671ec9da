import 'server-only'

// §3 defaults shown during a data-API outage: the statically served page that shows them is kept only until the
// API is retried, so it recovers by itself instead of showing the defaults for the page's full hour.
import { unstable_cache } from 'next/cache'

const markers = new Map<number, () => Promise<number>>()

/** Lowers the revalidate period of the page being rendered to `seconds` (Next keeps a route's lowest). */
export async function keepPageOnlyFor(retrySeconds: number): Promise<void> {
  // Next refuses a revalidate of 0 here; a second is the shortest page lifetime.
  const seconds = Math.max(1, retrySeconds)
  let marker = markers.get(seconds)
  if (!marker) {
    // Next's documented way for data read outside fetch to set a statically rendered route's revalidate period.
    marker = unstable_cache(async () => Date.now(), ['data-api-outage', String(seconds)], {
      revalidate: seconds,
    })
    markers.set(seconds, marker)
  }
  try {
    await marker()
  } catch {
    // Outside a Next render (scripts, tests) there is no page to keep.
  }
}
