// §7 "Token sync": the same-origin authTokenSyncURL (POST Bearer ID token → session cookie, DELETE → cleared).
import { siteConfig } from '@/config/site'
import { handleSessionRequest } from '@/identity/session'
import { verifySiteIdToken } from '@/identity/server'

export const dynamic = 'force-dynamic'

function handle(request: Request): Promise<Response> {
  const config = siteConfig()
  return handleSessionRequest(request, {
    cookieName: `${config.brandId}_session`,
    verify: verifySiteIdToken,
    secure: config.siteUrl.startsWith('https:'),
  })
}

export { handle as POST, handle as DELETE }
