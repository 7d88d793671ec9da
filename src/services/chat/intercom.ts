// The Intercom-style messenger adapter: the provider's script and its window.Intercom command function.
import type { CspHosts } from '@/lib/csp'

import type { ChatMessenger, HostedChatAdapter } from './port'

/** The page policy's hosts for the messenger's script, its calls and socket, its frames, images, styles and fonts. */
export const cspHosts = {
  'script-src': ['https://widget.intercom.io', 'https://js.intercomcdn.com'],
  'connect-src': ['https://*.intercom.io', 'wss://*.intercom.io', 'https://*.intercomcdn.com'],
  'img-src': ['https://*.intercomcdn.com', 'https://*.intercom.io'],
  'font-src': ['https://*.intercomcdn.com'],
  'frame-src': ['https://*.intercom.io'],
  'style-src': ['https://*.intercomcdn.com'],
} satisfies CspHosts

type IntercomWindow = Window & {
  Intercom?: ((command: string, settings?: object) => void) & { q?: unknown[] }
}

export const messengerScriptUrl = 'https://widget.intercom.io/widget/'

export function intercomMessenger(appId: string, target: IntercomWindow = window): ChatMessenger {
  if (!target.Intercom) {
    // The provider's queueing stub: commands wait until its script has loaded.
    const queued: unknown[] = []
    const stub = Object.assign((...args: unknown[]) => void queued.push(args), { q: queued })
    target.Intercom = stub
    const script = target.document.createElement('script')
    script.async = true
    script.src = `${messengerScriptUrl}${encodeURIComponent(appId)}`
    target.document.head.append(script)
  }
  return {
    boot: ({ language, token }) =>
      target.Intercom?.('boot', {
        app_id: appId,
        language_override: language,
        // The messenger's identity verification: a JWT signed with its secret (src/services/chat/identityToken.ts).
        ...(token ? { intercom_user_jwt: token } : {}),
      }),
    show: () => target.Intercom?.('show'),
    // The messenger's shutdown is synchronous; the next boot waits for this task to end all the same.
    shutdown: () =>
      new Promise<void>((resolve) => {
        target.Intercom?.('shutdown')
        setTimeout(resolve, 0)
      }),
  }
}

export const intercom = { cspHosts, create: intercomMessenger } satisfies HostedChatAdapter
