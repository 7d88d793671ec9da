import 'server-only'

// The identity port's embedded adapter: this site is the provider. Its endpoints answer in-process (no network hop),
// and its public keys are read from the database (kept 5 minutes, reloaded on an unknown kid).
import { payloadClient } from '@/cms/content'
import type { SiteConfig } from '@/config/site'

import { restIdentityClient } from './client'
import { handleIdentityRequest } from './http'
import { publicJwks } from './keys'
import type { IdentityProvider } from './port'
import { type KeySet, localKeySet } from './tokens'

const localKeysSeconds = 300

export function embeddedIdentityProvider(config: SiteConfig['identity']): IdentityProvider {
  const { url, tokenUrl, apiKey, audience } = config
  /** The provider's endpoints (the /identity route handlers and the in-process client both use this). */
  const serve = async (request: Request) =>
    handleIdentityRequest(request, {
      issuer: url,
      audience,
      payload: await payloadClient(),
      basePath: new URL(url).pathname.replace(/\/+$/, ''),
      apiKey,
    })
  let localKeys: { keys: KeySet; loadedAt: number } | undefined
  return {
    client: restIdentityClient({
      url,
      tokenUrl,
      apiKey,
      fetch: async (input, init) => serve(new Request(input, init)),
    }),
    async keys(reload = false) {
      if (reload || !localKeys || Date.now() - localKeys.loadedAt > localKeysSeconds * 1000)
        localKeys = { keys: localKeySet(await publicJwks(await payloadClient())), loadedAt: Date.now() }
      return localKeys.keys
    },
    serve,
  }
}
