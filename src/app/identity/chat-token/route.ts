// §4 support chat: the messenger's identity token for the signed-in end user (src/services/chat/identityToken.ts).
import { siteConfig } from '@/config/site'
import { verifySiteIdToken } from '@/identity/server'
import { handleChatIdentityRequest } from '@/services/chat/identityToken'

export const dynamic = 'force-dynamic'

export function GET(request: Request): Promise<Response> {
  const config = siteConfig()
  return handleChatIdentityRequest(request, {
    cookieName: `${config.brandId}_session`,
    verify: verifySiteIdToken,
    secret: config.providers.chatIdentitySecret,
  })
}
