'use client'
// §4 "Consent": the site-wide consent state. Necessary-only until the provider reports; every re-read rewrites
// the three consent cookies (§5 host rule). The provider's code is fetched after the page has loaded, in a task of
// its own: fetched from the mount effect, it was a third of React's hydration commit (22 ms at 4× CPU).
import {
  createContext,
  startTransition,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react'

import { type ConsentState, type CookieContext, necessaryOnly, writeConsentCookies } from '@/cookies/cookies'
import { inLivePreview } from '@/lib/livePreview'
import { afterPageLoad } from '@/react/afterPageLoad'
import { useMounted } from '@/react/useMounted'
import type { ConsentProvider, ConsentTexts } from './port'
import { loadConsentProvider } from './providers'

export type ConsentContextValue = { consent: ConsentState; showPreferences: () => void }

const ConsentContext = createContext<ConsentContextValue | null>(null)

/** §4: null until the first mount in the browser, then the current consent. */
export function useConsent(): ConsentContextValue | null {
  return useContext(ConsentContext)
}

export type ConsentSettings = CookieContext & {
  language: string
  texts: ConsentTexts
  /** The hosted provider's id; without one the embedded banner runs. */
  providerId?: string
}

export function Consent({ settings, children }: { settings: ConsentSettings; children: ReactNode }) {
  // §4: false on the server and during hydration, true once mounted in the browser.
  const mounted = useMounted()
  const [consent, setConsent] = useState<ConsentState>(necessaryOnly)
  const provider = useRef<ConsentProvider | null>(null)
  const settingsRef = useRef(settings)

  useEffect(() => {
    // Issue #32: no banner over the page an editor composes in Live Preview; consent stays necessary-only there.
    if (inLivePreview()) return
    const { language, texts, providerId, ...cookies } = settingsRef.current
    const onReread = (next: ConsentState) => {
      writeConsentCookies(next, cookies)
      // Every consent reader on the page re-renders: in slices (a transition), not in the visitor's click.
      startTransition(() => setConsent(next))
    }
    let cancelled = false
    const cancelLoad = afterPageLoad(() => {
      loadConsentProvider(providerId, language, texts).then(
        (loaded) => {
          if (cancelled) return
          provider.current = loaded
          loaded.start(onReread)
        },
        (error: unknown) =>
          console.warn('The consent provider did not load; consent stays necessary-only', error),
      )
    })
    return () => {
      cancelled = true
      cancelLoad()
    }
  }, [])

  const showPreferences = useCallback(() => provider.current?.showPreferences(), [])
  return (
    <ConsentContext.Provider value={mounted ? { consent, showPreferences } : null}>
      {children}
    </ConsentContext.Provider>
  )
}

/** The footer's "cookie settings" button: reopens the provider's preferences. */
export function ConsentSettingsButton({ label, className }: { label: string; className?: string }) {
  const context = useConsent()
  return (
    <button type="button" className={className} onClick={context?.showPreferences} disabled={!context}>
      {label}
    </button>
  )
}
