// Issue #34: the page versions this instance serves — durable (a restart of the same build finds them) and shared
// (any instance serves what another rendered). The index (Redis with REDIS_URL, else a log file) says which version
// each page key has; the bytes are files in PAGES_DIR; the most recently served versions stay in memory, dropped the
// moment any instance announces a change of their key.
import { LRUCache } from 'lru-cache'

import type { PageVersion, Quality } from '../version'
import type { StoredEncoding, VersionFiles } from './files'
import type { KeptEntry, KeptIndex } from './port'

/** Versions held in memory, by their bytes; the least recently served go first (the rest is read from files). */
export const MEMORY_BYTES = 256 * 1024 * 1024
/** How long the files of a replaced or purged version stay, for an instance that read the index just before. */
export const REMOVE_AFTER_MS = 10_000

export interface Kept {
  entry: KeptEntry
  version: PageVersion
}

export function createPageStore({
  index,
  files,
  memoryBytes = MEMORY_BYTES,
  removeAfterMs = REMOVE_AFTER_MS,
}: {
  index: KeptIndex
  files: VersionFiles
  memoryBytes?: number
  removeAfterMs?: number
}) {
  const memory = new LRUCache<string, Kept>({
    maxSize: memoryBytes,
    sizeCalculation: ({ version }) =>
      Math.max(1, (version.bodies.br?.length ?? 0) + (version.bodies.gzip?.length ?? 0) + 2048),
  })
  let generation = 0
  // Counts announcements of changed keys: a read that began before one may hold what it replaced.
  let changes = 0
  const generationRead = index.generation().then((value) => (generation = Math.max(generation, value)))
  index.onAnnouncement((message) => {
    if (message.keys?.length) changes += 1
    for (const key of message.keys ?? []) memory.delete(key)
    if (message.generation !== undefined) generation = Math.max(generation, message.generation)
  })

  const removeLater = (key: string, entry: KeptEntry) =>
    setTimeout(() => void files.remove(key, entry), removeAfterMs).unref()

  return {
    index,
    ready: generationRead,
    /** The wrapper's generation as this instance last heard it. */
    generation: () => generation,
    /** Whether a kept version may be served without rendering it again. */
    isCurrent: (entry: KeptEntry, now = Date.now()) =>
      !entry.stale && entry.gen >= generation && now < entry.at + entry.life * 1000,
    /** The kept version of a key with the bytes of `encoding`, from memory or its files; undefined when none. */
    async find(key: string, encoding: StoredEncoding): Promise<Kept | undefined> {
      const seen = changes
      const hot = memory.get(key)
      if (hot?.version.bodies[encoding]) return hot
      const entry = hot?.entry ?? (await index.get(key))
      if (!entry) return undefined
      const read = await files.read(key, entry, encoding)
      if (!read) return undefined
      const version: PageVersion = hot?.version ?? {
        ...read.meta,
        tag: entry.tag,
        quality: entry.q,
        lifetime: entry.life,
        bodies: {},
      }
      version.bodies[encoding] = read.body
      const kept = { entry, version }
      // Only if nothing was announced meanwhile (it may have replaced this very key).
      if (changes === seen && memory.get(key) === hot) memory.set(key, kept)
      return kept
    },
    /**
     * Keeps a version rendered from `began` (the key's purge count and the wrapper's generation when the render
     * began). A version with the bytes already kept keeps their files (and their quality). False when refused: the
     * key was purged while it rendered.
     */
    async keep(
      key: string,
      version: PageVersion,
      began: { purges: number; generation: number; at: number },
      previous?: KeptEntry,
    ): Promise<boolean> {
      const same = previous?.tag === version.tag
      const entry: KeptEntry = {
        tag: version.tag,
        at: began.at,
        gen: began.generation,
        life: version.lifetime,
        q: same ? previous.q : version.quality,
      }
      if (!same) {
        const { br, gzip } = version.bodies
        await files.write(key, entry, version, { br: br!, gzip: gzip! })
      }
      const { kept, replaced } = await index.put(key, entry, began.purges)
      if (!kept) {
        if (!same) void files.remove(key, entry)
        return false
      }
      if (replaced && (replaced.tag !== entry.tag || replaced.q !== entry.q)) removeLater(key, replaced)
      await index.announce({ keys: [key] })
      // The same bytes kept anew: read back from their files (with their headers) when next asked for.
      if (!same) memory.set(key, { entry, version })
      return true
    },
    /** Replaces a kept version's bytes with the same content compressed anew (at the best quality). */
    async recompress(key: string, kept: Kept, quality: Quality, bodies: Record<StoredEncoding, Buffer>) {
      const entry: KeptEntry = { ...kept.entry, q: quality }
      await files.write(key, entry, kept.version, bodies)
      // Only over the very version it started from: a render or a purge meanwhile wins.
      if (!(await index.requalify(key, kept.entry.tag, kept.entry.q, quality))) {
        void files.remove(key, entry)
        return false
      }
      removeLater(key, kept.entry)
      await index.announce({ keys: [key] })
      return true
    },
    /** A publish: these keys' versions go, everywhere, and renders begun before are not kept. */
    async purge(keys: string[]) {
      if (!keys.length) return
      for (const { key, entry } of await index.purge(keys)) removeLater(key, entry)
      await index.announce({ keys })
    },
    /** These keys' versions are served until renders replace them. */
    async markStale(keys: string[]) {
      if (!keys.length) return
      await index.markStale(keys)
      await index.announce({ keys })
    },
    /** The wrapper changed: every version is served until a render replaces it. */
    async nextGeneration() {
      generation = await index.nextGeneration()
      await index.announce({ generation })
      return generation
    },
    /** After missed announcements: drops every version from memory and reads the wrapper's generation again. */
    async forget() {
      changes += 1
      memory.clear()
      generation = Math.max(generation, await index.generation())
    },
    get memoryBytes() {
      return memory.calculatedSize
    },
  }
}

export type PageStore = ReturnType<typeof createPageStore>
