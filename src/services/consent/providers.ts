// §4 "Consent": the one place that picks the consent adapter (ARCHITECTURE "Ports"): the hosted one when
// CONSENT_PROVIDER_ID is set, else the embedded banner. Switching the hosted provider is its adapter file and one line.
import { cookiebot } from './cookiebot'
import type { ConsentProvider, ConsentTexts } from './port'

export const hostedConsent = cookiebot

/** The configured provider; the embedded banner (its library and styles) is fetched only when it is the one. */
export async function loadConsentProvider(
  providerId: string | undefined,
  language: string,
  texts: ConsentTexts,
): Promise<ConsentProvider> {
  if (providerId) return hostedConsent.create(providerId, language)
  const { embeddedConsent } = await import('./embedded')
  return embeddedConsent(language, texts)
}
