import 'server-only'

// Server wiring of the identity port: the one place that picks its adapter from the configuration, the embedded
// provider in-process (./embedded.ts) unless IDENTITY_URL names a hosted one (./hosted.ts).
import { siteConfig } from '@/config/site'

import { embeddedIdentityProvider } from './embedded'
import { hostedIdentityProvider } from './hosted'
import type { IdentityClient, IdentityProvider } from './port'
import { verifyIdToken } from './tokens'

let provider: IdentityProvider | undefined

export function identityProvider(): IdentityProvider {
  const config = siteConfig().identity
  provider ??= config.embedded ? embeddedIdentityProvider(config) : hostedIdentityProvider(config)
  return provider
}

export function identityClient(): IdentityClient {
  return identityProvider().client
}

/** Verifies an ID token of this site's provider: RS256 signature, issuer, audience, expiry. */
export async function verifySiteIdToken(token: string) {
  const { url: issuer, audience } = siteConfig().identity
  const { keys } = identityProvider()
  try {
    return await verifyIdToken(token, { keys: await keys(), issuer, audience })
  } catch (error) {
    // A key made by another instance since the last load.
    if ((error as { code?: string }).code !== 'ERR_JWKS_NO_MATCHING_KEY') throw error
    return verifyIdToken(token, { keys: await keys(true), issuer, audience })
  }
}
