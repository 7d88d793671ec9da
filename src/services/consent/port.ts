// §4 "Consent": the port every consent provider implements; the site only ever talks to this.
import type { ConsentState } from '@/cookies/cookies'

import type { HostedAdapter } from '../port'

export type ConsentTexts = {
  title: string
  description: string
  acceptAll: string
  rejectAll: string
  manage: string
  save: string
  close: string
  preferencesTitle: string
  categories: Record<
    'necessary' | 'preferences' | 'statistics' | 'marketing',
    { title: string; description: string }
  >
}

export interface ConsentProvider {
  /** Starts the provider; `onReread` gets the consent each time the provider is ready, accepts or declines. */
  start(onReread: (consent: ConsentState) => void): void
  /** Opens the provider's preferences, so a visitor can change their mind. */
  showPreferences(): void
}

/** A hosted consent provider's adapter (CONSENT_PROVIDER_ID): the provider for its id and the page's language. */
export interface HostedConsentAdapter extends HostedAdapter {
  create(id: string, language: string): ConsentProvider
}
