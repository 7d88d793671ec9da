// Issue #34: the kept versions' index in Redis, for N instances of one build. Lookups and writes are single
// commands (a put that would keep a render begun before a purge is refused atomically by a script); what changed is
// announced on a channel, so every instance drops its memory copy at once.
import type Redis from 'ioredis'

import type { KeptAnnouncement, KeptEntry, KeptIndex } from './port'

/** HGET the purge count; keep the entry only when it is still the caller's; answer the entry it replaced. */
const putScript = `
local count = tonumber(redis.call('HGET', KEYS[2], ARGV[1]) or '0')
if count ~= tonumber(ARGV[3]) then return false end
local old = redis.call('HGET', KEYS[1], ARGV[1])
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
return old or ''`

const requalifyScript = `
local old = redis.call('HGET', KEYS[1], ARGV[1])
if not old then return 0 end
local entry = cjson.decode(old)
if entry['tag'] ~= ARGV[2] or entry['q'] ~= ARGV[3] then return 0 end
entry['q'] = ARGV[4]
redis.call('HSET', KEYS[1], ARGV[1], cjson.encode(entry))
return 1`

const purgeScript = `
local removed = {}
for _, key in ipairs(ARGV) do
  redis.call('HINCRBY', KEYS[2], key, 1)
  local old = redis.call('HGET', KEYS[1], key)
  if old then
    redis.call('HDEL', KEYS[1], key)
    removed[#removed + 1] = key
    removed[#removed + 1] = old
  end
end
return removed`

const staleScript = `
for _, key in ipairs(ARGV) do
  redis.call('HINCRBY', KEYS[2], key, 1)
  local old = redis.call('HGET', KEYS[1], key)
  if old then
    local entry = cjson.decode(old)
    entry['stale'] = true
    redis.call('HSET', KEYS[1], key, cjson.encode(entry))
  end
end
return 0`

export function redisKeptIndex(commands: Redis, subscriber: Redis, build: string): KeptIndex {
  const prefix = `pages:${build}:`
  const index = `${prefix}index`
  const counts = `${prefix}purges`
  const channel = `${prefix}changed`
  const listeners: ((message: KeptAnnouncement) => void)[] = []
  subscriber.on('message', (from: string, message: string) => {
    if (from !== channel) return
    const parsed = JSON.parse(message) as KeptAnnouncement
    for (const listener of listeners) listener(parsed)
  })
  void subscriber
    .subscribe(channel)
    .catch((error: Error) => console.error('[pages] subscribe:', error.message))
  const parse = (value: string | null | undefined) => (value ? (JSON.parse(value) as KeptEntry) : undefined)

  return {
    get: async (key) => parse(await commands.hget(index, key)),
    purges: async (key) => Number((await commands.hget(counts, key)) ?? 0),
    async put(key, entry, purges) {
      const old = (await commands.eval(putScript, 2, index, counts, key, JSON.stringify(entry), purges)) as
        string | null
      return old === null ? { kept: false } : { kept: true, replaced: parse(old) }
    },
    async requalify(key, tag, from, q) {
      return (await commands.eval(requalifyScript, 1, index, key, tag, from, q)) === 1
    },
    async purge(keys) {
      if (!keys.length) return []
      const removed = (await commands.eval(purgeScript, 2, index, counts, ...keys)) as string[]
      const entries: { key: string; entry: KeptEntry }[] = []
      for (let at = 0; at + 1 < removed.length; at += 2)
        entries.push({ key: removed[at]!, entry: JSON.parse(removed[at + 1]!) as KeptEntry })
      return entries
    },
    async markStale(keys) {
      if (keys.length) await commands.eval(staleScript, 2, index, counts, ...keys)
    },
    generation: async () => Number((await commands.get(`${prefix}generation`)) ?? 0),
    nextGeneration: () => commands.incr(`${prefix}generation`),
    async claim(key, ms) {
      return (await commands.set(`${prefix}claim:${key}`, '1', 'PX', ms, 'NX')) === 'OK'
    },
    async release(key) {
      await commands.del(`${prefix}claim:${key}`)
    },
    async *entries() {
      let cursor = '0'
      do {
        const [next, fields] = await commands.hscan(index, cursor, 'COUNT', 1000)
        cursor = next
        for (let at = 0; at + 1 < fields.length; at += 2)
          yield [fields[at]!, JSON.parse(fields[at + 1]!) as KeptEntry] as [string, KeptEntry]
      } while (cursor !== '0')
    },
    size: () => commands.hlen(index),
    async announce(message) {
      await commands.publish(channel, JSON.stringify(message))
    },
    onAnnouncement: (listener) => void listeners.push(listener),
    async close() {
      await subscriber.unsubscribe(channel).catch(() => undefined)
    },
  }
}
