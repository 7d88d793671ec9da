// Issue #34: the router's index in this process. Read whole once at start (retried until the app answers) and after
// a missed stretch of revalidations (a reconnection to Redis); otherwise only the entries a publish names are read
// again, when its revalidation event reaches this instance (src/server/revalidations.mjs). Never a timer, never a
// public request: the app answers the front door's token alone (src/app/routing-index.json).
import { INTERNAL_TOKEN_HEADER, internalToken } from '../internal'
import { onRevalidationApplied, type Revalidation } from '../revalidations.mjs'
import { createRoutingIndex, type EntryRecord, type RecordChange, recordKey } from './routingIndex'

/** How long to wait before reading the index again after the app did not answer. */
export const RETRY_MS = 2_000

/** What one revalidation changed in the index; `full`: it was read whole (every entry may have changed). */
export interface IndexUpdate {
  revalidation: Revalidation
  changes: RecordChange[]
  full: boolean
}

const entryTagPattern = /^entry:(pages|stories):([1-9]\d*)$/

export function createIndexSource(
  origin: string,
  { onUpdate, retryMs = RETRY_MS }: { onUpdate?: (update: IndexUpdate) => void; retryMs?: number } = {},
) {
  const index = createRoutingIndex()
  let ready = false

  async function read(entries?: string[]): Promise<EntryRecord[]> {
    const query = entries ? `?entries=${encodeURIComponent(entries.join(','))}` : ''
    const response = await fetch(`${origin}/routing-index.json${query}`, {
      headers: { [INTERNAL_TOKEN_HEADER]: internalToken() },
      cache: 'no-store',
    })
    if (!response.ok) throw new Error(`routing-index.json answered ${response.status}`)
    return ((await response.json()) as { records: EntryRecord[] }).records
  }

  async function readAll(): Promise<void> {
    for (;;) {
      try {
        index.replace(await read())
        ready = true
        return
      } catch (error) {
        console.error('[routing] index unavailable, trying again', error)
        await new Promise((resolve) => setTimeout(resolve, retryMs))
      }
    }
  }

  async function apply(revalidation: Revalidation): Promise<void> {
    if (revalidation.origin === 'catch-up') {
      await readAll()
      onUpdate?.({ revalidation, changes: [], full: true })
      return
    }
    const keys = [...new Set(revalidation.tags.filter((tag) => entryTagPattern.test(tag)))].map((tag) =>
      tag.slice('entry:'.length),
    )
    let changes: RecordChange[] = []
    if (keys.length) {
      try {
        const records = new Map((await read(keys)).map((record) => [recordKey(record), record]))
        changes = keys.map((key) => index.update(key, records.get(key)))
      } catch (error) {
        // The entry is read again by the next publish or reconnection; the whole index meanwhile is the old one.
        console.error('[routing] reading published entries failed, reading everything', error)
        await readAll()
        onUpdate?.({ revalidation, changes: [], full: true })
        return
      }
    }
    onUpdate?.({ revalidation, changes, full: false })
  }

  // One at a time, in order, after the first full read: an update never races the read it would change.
  let start: () => void = () => undefined
  let queue = new Promise<void>((resolve) => (start = resolve)).then(readAll)
  onRevalidationApplied((revalidation) => {
    queue = queue.then(() => apply(revalidation)).catch((error: unknown) => console.error('[routing]', error))
  })

  return {
    /** The index, or undefined before the first read (every path is then tried). */
    current: () => (ready ? index : undefined),
    /** Reads the index once the app answers (after the server listens); revalidations heard meanwhile wait. */
    start: () => start(),
    /** Resolves once every revalidation heard so far is applied (tests). */
    settled: () => queue,
  }
}
