// The hosted consent provider (Cookiebot-style), used when CONSENT_PROVIDER_ID is set (§4 "Consent").
import type { CspHosts } from '@/lib/csp'
import type { ConsentState } from '@/cookies/cookies'
import type { ConsentProvider, HostedConsentAdapter } from './port'

/** The page policy's hosts for the provider's script, its calls, its preferences frame and its pixel. */
export const cspHosts = {
  'script-src': ['https://consent.cookiebot.com', 'https://consentcdn.cookiebot.com'],
  'connect-src': ['https://consent.cookiebot.com', 'https://consentcdn.cookiebot.com'],
  'frame-src': ['https://consentcdn.cookiebot.com'],
  'img-src': ['https://imgsct.cookiebot.com'],
} satisfies CspHosts

type CookiebotWindow = Window & {
  Cookiebot?: {
    consent?: Partial<Record<'preferences' | 'statistics' | 'marketing', boolean>>
    renew?: () => void
  }
}

/** §4: the provider's events after which consent is re-read. */
export const cookiebotEvents = ['CookiebotOnConsentReady', 'CookiebotOnAccept', 'CookiebotOnDecline'] as const

export function readCookiebot(target: CookiebotWindow): ConsentState {
  const consent = target.Cookiebot?.consent ?? {}
  return {
    necessary: true,
    preferences: consent.preferences === true,
    statistics: consent.statistics === true,
    marketing: consent.marketing === true,
  }
}

export function cookiebotConsent(
  id: string,
  culture: string,
  scriptUrl = 'https://consent.cookiebot.com/uc.js',
  target: CookiebotWindow = window,
): ConsentProvider {
  return {
    start(onReread) {
      for (const event of cookiebotEvents)
        target.addEventListener(event, () => onReread(readCookiebot(target)))
      const script = target.document.createElement('script')
      script.src = `${scriptUrl}?cbid=${encodeURIComponent(id)}&culture=${encodeURIComponent(culture)}`
      script.async = true
      target.document.head.append(script)
    },
    showPreferences: () => target.Cookiebot?.renew?.(),
  }
}

export const cookiebot = {
  cspHosts,
  create: cookiebotConsent,
} satisfies HostedConsentAdapter
