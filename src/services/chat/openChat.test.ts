// The customer-support block learns at once whether a messenger answered its request to open.
import { describe, expect, it } from 'vitest'

import { openSupportChat, supportChatOpenEvent, type SupportChatEvent } from './openChat'

describe('openSupportChat', () => {
  it('is handled when a mounted chat answers, unhandled otherwise', () => {
    const target = new EventTarget() as unknown as Window
    expect(openSupportChat(target)).toBe(false)
    let shown = 0
    target.addEventListener(supportChatOpenEvent, (event) => {
      ;(event as SupportChatEvent).detail.handled = true
      shown += 1
    })
    expect(openSupportChat(target)).toBe(true)
    expect(shown).toBe(1)
  })
})
