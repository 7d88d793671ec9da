// §1, §4 support chat: booted once with a token and the locale's language (§9 chat language); on a locale change
// it is shut down and, only once the shutdown has completed, booted again in the new language. The token is the
// messenger's identity token of a signed-in end user, none for an anonymous visitor (./identityToken.ts).
import { type Language, languageOf } from '@/i18n/locales'

import type { ChatMessenger } from './port'

export type ChatSession = ReturnType<typeof createChatSession>

export function createChatSession(messenger: ChatMessenger, token?: string) {
  let language: Language | undefined
  let queue = Promise.resolve()
  return {
    /** Boots on the first call; later calls with another locale restart the messenger in that language. */
    setLocale(locale: string): Promise<void> {
      const next = languageOf(locale)
      queue = queue.then(async () => {
        if (language === next) return
        if (language !== undefined) await messenger.shutdown()
        messenger.boot({ language: next, token })
        language = next
      })
      return queue
    },
    /** §4 consent revoked: shuts the messenger down at once; a later setLocale boots it again. */
    stop(): Promise<void> {
      queue = queue.then(async () => {
        if (language === undefined) return
        language = undefined
        await messenger.shutdown()
      })
      return queue
    },
    get language() {
      return language
    },
  }
}
