'use client'
// Support chat (§1): the messenger loads only when configured and the visitor allowed preferences (§4 consent);
// it follows the page's locale (§4 chat language).
import { useEffect, useRef } from 'react'

import { useConsent } from '../consent/Consent'
import { createChatSession } from './chatSession'

export function Chat({ appId, locale }: { appId: string; locale: string }) {
  const allowed = useConsent()?.consent.preferences === true
  const session = useRef<ReturnType<typeof createChatSession> | null>(null)

  useEffect(() => {
    if (!allowed) return
    let cancelled = false
    void import('./intercom').then(({ intercomMessenger }) => {
      if (cancelled) return
      session.current ??= createChatSession(intercomMessenger(appId))
      void session.current.setLocale(locale)
    })
    return () => {
      cancelled = true
    }
  }, [allowed, appId, locale])
  return null
}
