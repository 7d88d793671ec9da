'use client'
// Opens the support chat when a messenger is there; without preferences consent (§4) it says why and offers the
// cookie settings; without a chat it is a contact link.
import { useState } from 'react'

import { useConsent } from '@/services/consent/Consent'
import { openSupportChat } from '@/services/chat/openChat'

import styles from './CustomerSupport.inline.pcss'

export function SupportChatButton({
  chatConfigured,
  contactHref,
  texts,
}: {
  chatConfigured: boolean
  contactHref?: string
  texts: { chat: string; contact: string; needsConsent: string; cookieSettings: string }
}) {
  const consent = useConsent()
  const [asked, setAsked] = useState(false)
  const contact = contactHref ? (
    <a className={styles.button} href={contactHref}>
      {texts.contact}
    </a>
  ) : null
  if (!chatConfigured) return contact
  const needsConsent = asked && consent?.consent.preferences !== true
  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={styles.button}
        onClick={() => {
          if (!openSupportChat()) setAsked(true)
        }}
      >
        {texts.chat}
      </button>
      {contact}
      <div aria-live="polite">
        {needsConsent ? (
          <p className={styles.note}>
            {texts.needsConsent}{' '}
            <button type="button" className={styles.link} onClick={() => consent?.showPreferences()}>
              {texts.cookieSettings}
            </button>
          </p>
        ) : null}
      </div>
    </div>
  )
}
