import 'server-only'

// The identity port's hosted adapter (IDENTITY_URL + IDENTITY_API_KEY): the provider is called through a fetch Next
// does not track (§1: a sign-in during an ISR render keeps the page static); its keys are its JWKS (cached by jose).
import type { SiteConfig } from '@/config/site'
import { untrackedFetch } from '@/server/untrackedFetch'

import { restIdentityClient } from './client'
import type { IdentityProvider } from './port'
import { remoteKeySet } from './tokens'

export function hostedIdentityProvider(config: SiteConfig['identity']): IdentityProvider {
  const { url, tokenUrl, apiKey } = config
  const keys = remoteKeySet(url)
  return {
    client: restIdentityClient({ url, tokenUrl, apiKey, fetch: untrackedFetch }),
    keys: async () => keys,
  }
}
