// The embedded default: one process, so "every instance" is this one.
import type { Broadcast } from './port'

export function memoryBroadcast(): Broadcast {
  const listeners = new Map<string, Set<(message: string) => void>>()
  return {
    async publish(channel, message) {
      for (const listener of listeners.get(channel) ?? []) listener(message)
    },
    subscribe(channel, listener) {
      const set = listeners.get(channel) ?? new Set()
      listeners.set(channel, set.add(listener))
      return () => void set.delete(listener)
    },
  }
}
