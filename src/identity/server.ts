import 'server-only'

// Server wiring of the identity port: the embedded provider in-process (no network hop) unless IDENTITY_URL is set.
import { payloadClient } from '@/cms/content'
import { siteConfig } from '@/config/site'
import { untrackedFetch } from '@/server/untrackedFetch'

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
  const { url, tokenUrl, apiKey, embedded } = siteConfig().identity
  // A hosted provider is called through a fetch Next does not track (§1): a sign-in during an ISR render keeps it static.
  client ??= restIdentityClient({ url, tokenUrl, apiKey, fetch: embedded ? inProcessFetch : untrackedFetch })
  return client
}

let remoteKeys: KeySet | undefined

let localKeys: { keys: KeySet; loadedAt: number } | undefined
const localKeysSeconds = 300

/** The provider's public keys: read from the database when embedded (kept 5 minutes, reloaded on an unknown kid),
 * else the hosted JWKS (cached by jose). */
async function idTokenKeys(reload = false): Promise<KeySet> {
  const { url, embedded } = siteConfig().identity
  if (!embedded) return (remoteKeys ??= remoteKeySet(url))
  if (reload || !localKeys || Date.now() - localKeys.loadedAt > localKeysSeconds * 1000)
    localKeys = { keys: localKeySet(await publicJwks(await payloadClient())), loadedAt: Date.now() }
  return localKeys.keys
}

/** Verifies an ID token of this site's provider: RS256 signature, issuer, audience, expiry. */
export async function verifySiteIdToken(token: string) {
  try {
    return await verifyIdToken(token, { keys: await idTokenKeys(), ...identitySettings() })
  } catch (error) {
    // A key made by another instance since the last load.
    if ((error as { code?: string }).code !== 'ERR_JWKS_NO_MATCHING_KEY') throw error
    return verifyIdToken(token, { keys: await idTokenKeys(true), ...identitySettings() })
  }
}
