import 'server-only'

// Server wiring of the identity port: the embedded provider in-process (no network hop) unless IDENTITY_URL is set.
import { payloadClient } from '@/cms/content'
import { siteConfig } from '@/config/site'

import { type IdentityClient, restIdentityClient } from './client'
import { handleIdentityRequest } from './http'
import { publicJwks } from './keys'
import { type KeySet, localKeySet, remoteKeySet, verifyIdToken } from './tokens'

export function identitySettings() {
  const { url, audience } = siteConfig().identity
  return { issuer: url, audience }
}

/** The embedded provider's endpoints (the /identity route handlers and the in-process client both use this). */
export async function embeddedIdentity(request: Request): Promise<Response> {
  const { url, apiKey } = siteConfig().identity
  return handleIdentityRequest(request, {
    ...identitySettings(),
    payload: await payloadClient(),
    basePath: new URL(url).pathname.replace(/\/+$/, ''),
    apiKey,
  })
}

const inProcessFetch: typeof fetch = async (input, init) => embeddedIdentity(new Request(input, init))

let client: IdentityClient | undefined

export function identityClient(): IdentityClient {
  const { url, apiKey, embedded } = siteConfig().identity
  client ??= restIdentityClient({ url, apiKey, fetch: embedded ? inProcessFetch : undefined })
  return client
}

let remoteKeys: KeySet | undefined

/** The provider's public keys: read from the database when embedded, else the hosted JWKS (cached by jose). */
async function idTokenKeys(): Promise<KeySet> {
  const { url, embedded } = siteConfig().identity
  if (embedded) return localKeySet(await publicJwks(await payloadClient()))
  remoteKeys ??= remoteKeySet(url)
  return remoteKeys
}

/** Verifies an ID token of this site's provider: RS256 signature, issuer, audience, expiry. */
export async function verifySiteIdToken(token: string) {
  return verifyIdToken(token, { keys: await idTokenKeys(), ...identitySettings() })
}
