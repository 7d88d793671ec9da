'use client'
// Support chat (§1): the messenger loads only when configured and the visitor allowed preferences (§4 consent);
// it follows the page's locale (§4 chat language), starts with the signed-in end user's identity token (none for
// an anonymous visitor), and shuts down the moment preferences consent is withdrawn.
import { useEffect, useRef } from 'react'

import { useConsent } from '../consent/Consent'
import { type ChatSession, createChatSession } from './chatSession'
import { supportChatOpenEvent, type SupportChatEvent } from './openChat'
import type { ChatMessenger } from './port'

/** Where the messenger's identity token of the signed-in end user is asked for (src/app/identity/chat-token). */
export const chatIdentityTokenUrl = '/identity/chat-token'

/** The signed-in end user's messenger token; undefined for an anonymous visitor or when the server cannot say. */
export async function fetchChatIdentityToken(send: typeof fetch = fetch): Promise<string | undefined> {
  try {
    const response = await send(chatIdentityTokenUrl, { credentials: 'same-origin', cache: 'no-store' })
    if (response.status !== 200) return undefined
    const { token } = (await response.json()) as { token?: unknown }
    return typeof token === 'string' && token !== '' ? token : undefined
  } catch {
    return undefined
  }
}

export function Chat({ appId, locale }: { appId: string; locale: string }) {
  const allowed = useConsent()?.consent.preferences === true
  const session = useRef<ChatSession | null>(null)

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
    void Promise.all([
      import('./providers'),
      // §4: the token is asked for once, when the chat is first initialised.
      session.current ? undefined : fetchChatIdentityToken(),
    ]).then(([{ hostedChat }, token]) => {
      if (cancelled) return
      messenger = hostedChat.create(appId)
      session.current ??= createChatSession(messenger, token)
      void session.current.setLocale(locale)
    })
    return () => {
      cancelled = true
      window.removeEventListener(supportChatOpenEvent, onOpen)
    }
  }, [allowed, appId, locale])

  useEffect(() => {
    // §4: a consent revocation shuts the chat down at once, not on the next page.
    if (allowed || !session.current) return
    void session.current.stop()
    session.current = null
  }, [allowed])
  return null
}
