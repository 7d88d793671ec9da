import { describe, expect, it } from 'vitest'

import { broadcast } from './index'
import { memoryBroadcast } from './memory'

describe('memory broadcast', () => {
  it('delivers to every subscriber of the channel, and not after unsubscribing', async () => {
    const bus = memoryBroadcast()
    const heard: string[] = []
    const stop = bus.subscribe('pages', (message) => heard.push(`a:${message}`))
    bus.subscribe('pages', (message) => heard.push(`b:${message}`))
    bus.subscribe('other', (message) => heard.push(`other:${message}`))
    await bus.publish('pages', '1')
    stop()
    await bus.publish('pages', '2')
    expect(heard).toEqual(['a:1', 'b:1', 'b:2'])
  })

  it('is one per process, whichever module graph asks', () => {
    expect(broadcast()).toBe(broadcast())
  })
})
