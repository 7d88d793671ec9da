// Issue #34: the kept versions' index of the one process there is without Redis: in memory, and written to a log
// beside the files, so a restart of the same build finds every version it kept (the log is compacted as it is read).
import { EventEmitter } from 'node:events'
import { appendFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import type { KeptEntry, KeptIndex } from './port'

type Line = ['put', string, KeptEntry] | ['del', string] | ['gen', number]

export function fileKeptIndex(folder: string): KeptIndex {
  mkdirSync(folder, { recursive: true })
  const log = path.join(folder, 'index.jsonl')
  const entries = new Map<string, KeptEntry>()
  const counts = new Map<string, number>()
  const claims = new Map<string, number>()
  const announcements = new EventEmitter()
  let generation = 0

  if (existsSync(log)) {
    for (const text of readFileSync(log, 'utf8').split('\n')) {
      if (!text) continue
      try {
        const line = JSON.parse(text) as Line
        if (line[0] === 'put') entries.set(line[1], line[2])
        else if (line[0] === 'del') entries.delete(line[1])
        else if (line[0] === 'gen') generation = line[1]
      } catch {
        // A line cut short by a crash: what came before it stands.
      }
    }
  }
  // The log holds each key's last line only after this; it is rewritten so again when it grows to twice that.
  let lines = 0
  const compact = () => {
    const compacted = [
      JSON.stringify(['gen', generation]),
      ...[...entries].map(([key, entry]) => JSON.stringify(['put', key, entry])),
    ]
    writeFileSync(`${log}.tmp`, `${compacted.join('\n')}\n`)
    renameSync(`${log}.tmp`, log)
    lines = compacted.length
  }
  compact()
  const write = (line: Line) => {
    appendFileSync(log, `${JSON.stringify(line)}\n`)
    lines += 1
    if (lines > 2 * entries.size + 1_000) compact()
  }

  return {
    get: async (key) => entries.get(key),
    purges: async (key) => counts.get(key) ?? 0,
    async put(key, entry, purges) {
      if ((counts.get(key) ?? 0) !== purges) return { kept: false }
      const replaced = entries.get(key)
      entries.set(key, entry)
      write(['put', key, entry])
      return { kept: true, replaced }
    },
    async requalify(key, tag, from, q) {
      const entry = entries.get(key)
      if (entry?.tag !== tag || entry.q !== from) return false
      const changed = { ...entry, q }
      entries.set(key, changed)
      write(['put', key, changed])
      return true
    },
    async purge(keys) {
      const removed: { key: string; entry: KeptEntry }[] = []
      for (const key of keys) {
        counts.set(key, (counts.get(key) ?? 0) + 1)
        const entry = entries.get(key)
        if (!entry) continue
        entries.delete(key)
        write(['del', key])
        removed.push({ key, entry })
      }
      return removed
    },
    async markStale(keys) {
      for (const key of keys) {
        counts.set(key, (counts.get(key) ?? 0) + 1)
        const entry = entries.get(key)
        if (!entry) continue
        const stale = { ...entry, stale: true as const }
        entries.set(key, stale)
        write(['put', key, stale])
      }
    },
    generation: async () => generation,
    async nextGeneration() {
      generation += 1
      write(['gen', generation])
      return generation
    },
    async claim(key, ms) {
      const now = Date.now()
      if ((claims.get(key) ?? 0) > now) return false
      claims.set(key, now + ms)
      return true
    },
    async release(key) {
      claims.delete(key)
    },
    async *entries() {
      yield* [...entries]
    },
    size: async () => entries.size,
    async announce(message) {
      announcements.emit('message', message)
    },
    onAnnouncement: (listener) => void announcements.on('message', listener),
    async close() {
      announcements.removeAllListeners()
    },
  }
}
