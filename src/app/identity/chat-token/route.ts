// §4 support chat: the messenger's identity token for the signed-in end user (src/site/chat/identityToken.ts).
import { siteConfig } from '@/config/site'
import { verifySiteIdToken } from '@/identity/server'
import { handleChatIdentityRequest } from '@/site/chat/identityToken'

export const dynamic = 'force-dynamic'

export function GET(request: Request): Promise<Response> {
  const config = siteConfig()
  return handleChatIdentityRequest(request, {
    cookieName: `${config.brandId}_session`,
    verify: verifySiteIdToken,
    secret: config.providers.chatIdentitySecret,
  })
}
