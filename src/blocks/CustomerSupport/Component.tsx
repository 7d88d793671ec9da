// The customer-support widget block (§2): invites the visitor to the support chat (§1); the button opens the
// messenger, asks for the consent it needs, or leads to the contact link.
import { siteConfig } from '@/config/site'
import { isColour } from '@/design/tokens'
import { readableOn } from '@/design/contrast'
import { type Locale, localizedHref } from '@/i18n/locales'
import { translator } from '@/i18n/messages'

import { spacingStyle } from '../shared/spacing'
import { InlineStyle } from '../shared/styles/InlineStyle'
import type { BlockProps } from '../types'
import styles, { stylesheet } from './CustomerSupport.inline.pcss'
import { SupportChatButton } from './SupportChatButton'

export default async function CustomerSupport({ block, context }: BlockProps<'CustomerSupport'>) {
  const t = await translator(context.locale, 'CustomerSupport')
  const chatConfigured = Boolean(siteConfig().providers.chatAppId)
  const contact = contactHref(block.contactLink, context.locale)
  if (!chatConfigured && !contact) return null
  const background = isColour(block.backgroundColor) ? block.backgroundColor : 'iglooLight'
  return (
    <>
      <InlineStyle sheet={stylesheet} />
      <section
        className={styles.section}
        // Issue #33: the text takes the colour that reads on the background (WCAG 1.4.3).
        style={{ ...spacingStyle(block), ...readableOn(background) }}
      >
        <h2 className={styles.heading}>{block.heading?.trim() || t('heading')}</h2>
        <p>{block.text?.trim() || t('text')}</p>
        <SupportChatButton
          chatConfigured={chatConfigured}
          contactHref={contact}
          texts={{
            chat: t('chat'),
            contact: t('contact'),
            needsConsent: t('needsConsent'),
            cookieSettings: t('cookieSettings'),
          }}
        />
      </section>
    </>
  )
}

/** Site paths in the visitor's locale; mailto:, tel: and https: links as written; anything else is no link. */
export function contactHref(link: string | null | undefined, locale: Locale): string | undefined {
  const value = link?.trim()
  if (!value) return undefined
  if (value.startsWith('/') && !value.startsWith('//')) return localizedHref(locale, value)
  return /^(mailto:|tel:|https:\/\/)/i.test(value) ? value : undefined
}
