// Issue #23: every instance hears every message through Redis PUBLISH/SUBSCRIBE, this one's own included (it is
// subscribed too). One subscription per channel however many listeners this process has.
import type Redis from 'ioredis'

import type { Broadcast } from './port'

export function redisBroadcast(commands: Redis, subscriber: Redis): Broadcast {
  const listeners = new Map<string, Set<(message: string) => void>>()
  subscriber.on('message', (channel: string, message: string) => {
    for (const listener of listeners.get(channel) ?? []) listener(message)
  })
  return {
    async publish(channel, message) {
      await commands.publish(channel, message)
    },
    subscribe(channel, listener) {
      let set = listeners.get(channel)
      if (!set) {
        listeners.set(channel, (set = new Set()))
        subscriber
          .subscribe(channel)
          .catch((error: unknown) => console.error('[broadcast] subscribe failed', error))
      }
      set.add(listener)
      return () => void set.delete(listener)
    },
  }
}
