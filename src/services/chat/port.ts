// §1, §4 support chat: the port every chat provider implements; the chat session (./chatSession.ts) only talks to this.
import type { Language } from '@/i18n/locales'

import type { HostedAdapter } from '../port'

/** The messenger's boundary: what any chat provider adapter offers. */
export interface ChatMessenger {
  boot(settings: { language: Language; token?: string }): void
  shutdown(): Promise<void>
  /** Opens the messenger's window (the customer-support block's button). */
  show(): void
}

/** A hosted messenger's adapter (CHAT_APP_ID): the messenger of its app. */
export interface HostedChatAdapter extends HostedAdapter {
  create(appId: string): ChatMessenger
}
