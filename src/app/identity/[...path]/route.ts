// The embedded identity provider's endpoints (§4, §7): /identity/v1/accounts:signInWithPassword, /v1/token,
// /v1/accounts:lookup, /v2/passwordPolicy, /.well-known/jwks.json and /.well-known/openid-configuration.
import { identityProvider } from '@/identity/server'

export const dynamic = 'force-dynamic'

function handle(request: Request): Promise<Response> | Response {
  // With IDENTITY_URL set the hosted provider is used and these endpoints stay closed.
  const { serve } = identityProvider()
  return serve ? serve(request) : new Response(null, { status: 404 })
}

export { handle as GET, handle as POST }
