'use client'
// Support chat (§1): the messenger loads only when configured and the visitor allowed preferences (§4 consent);
// it follows the page's locale (§4 chat language).
import { useEffect, useRef } from 'react'

import { useConsent } from '../consent/Consent'
import { type ChatMessenger, createChatSession } from './chatSession'
import { supportChatOpenEvent, type SupportChatEvent } from './openChat'

export function Chat({ appId, locale }: { appId: string; locale: string }) {
  const allowed = useConsent()?.consent.preferences === true
  const session = useRef<ReturnType<typeof createChatSession> | null>(null)

  useEffect(() => {
    if (!allowed) return
    let cancelled = false
    let messenger: ChatMessenger | undefined
    // The customer-support block asks for the messenger with an event; answering marks it handled.
    const onOpen = (event: Event) => {
      if (!messenger) return
      ;(event as SupportChatEvent).detail.handled = true
      messenger.show()
    }
    window.addEventListener(supportChatOpenEvent, onOpen)
    void import('./intercom').then(({ intercomMessenger }) => {
      if (cancelled) return
      messenger = intercomMessenger(appId)
      session.current ??= createChatSession(messenger)
      void session.current.setLocale(locale)
    })
    return () => {
      cancelled = true
      window.removeEventListener(supportChatOpenEvent, onOpen)
    }
  }, [allowed, appId, locale])
  return null
}
