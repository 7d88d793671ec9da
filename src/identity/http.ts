import 'server-only'

// The embedded provider's REST contract (§7 "Service sign-in"), mounted under /identity: Request in, Response out.
import { timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

import { readBody } from '@/server/body'
import { clientAddress } from '@/server/clientAddress'
import { rateLimiter } from '@/server/rateLimit'

import { ProviderError } from './errors'
import { publicJwks } from './keys'
import { passwordPolicy } from './passwords'
import { IdentityService, type IdentitySettings } from './service'
import { localKeySet, verifyIdToken } from './tokens'

export interface IdentityHttpOptions extends IdentitySettings {
  payload: Payload
  /** The path the endpoints are mounted under ('/identity'). */
  basePath: string
  /** When set, every call must carry it as ?key= (as the hosted provider's API key). */
  apiKey?: string
  now?: () => Date
}

const noStore = { 'cache-control': 'no-store' }

function json(body: unknown, status = 200, headers: Record<string, string> = noStore): Response {
  return Response.json(body, { status, headers })
}

/** The provider's error body: { error: { code, message, errors: [{ message, domain, reason }] } }. */
function errorResponse(error: ProviderError): Response {
  return json(
    {
      error: {
        code: error.status,
        message: error.message,
        errors: [{ message: error.message, domain: 'global', reason: 'invalid' }],
      },
    },
    error.status,
  )
}

/** Sign-ins and sign-ups per client address and minute: a person retries a few times, a password guesser more. */
export const credentialRateLimit = rateLimiter('identity-credentials', { limit: 20, windowMs: 60_000 })

/** The requests are a few short fields; the provider's token endpoint takes a form post, the rest JSON. */
const MAX_BODY_BYTES = 16_384

const text = (value: unknown) => (typeof value === 'string' ? value : '')

function sameKey(given: string | null, expected: string): boolean {
  const a = Buffer.from(given ?? '')
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

export async function handleIdentityRequest(
  request: Request,
  options: IdentityHttpOptions,
): Promise<Response> {
  const url = new URL(request.url)
  const mounted =
    url.pathname === options.basePath || url.pathname.startsWith(`${options.basePath}/`)
      ? url.pathname.slice(options.basePath.length)
      : url.pathname
  // The official SDK's emulator mode calls {emulator}/{host}/{path} (identitytoolkit / securetoken.googleapis.com).
  const route = mounted.replace(/^\/(?:identitytoolkit|securetoken)\.googleapis\.com(?=\/)/, '')
  const service = new IdentityService(options.payload, options, options.now)
  try {
    if (request.method === 'GET' && route === '/.well-known/jwks.json')
      return json(await publicJwks(options.payload), 200, { 'cache-control': 'public, max-age=300' })
    if (request.method === 'GET' && route === '/.well-known/openid-configuration')
      return json(
        {
          issuer: options.issuer,
          jwks_uri: `${options.issuer}/.well-known/jwks.json`,
          token_endpoint: `${options.issuer}/v1/token`,
          response_types_supported: ['id_token'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
          claims_supported: ['sub', 'iss', 'aud', 'exp', 'iat', 'auth_time', 'email', 'email_verified'],
        },
        200,
        { 'cache-control': 'public, max-age=300' },
      )
    if (options.apiKey && !sameKey(url.searchParams.get('key'), options.apiKey))
      throw new ProviderError('INVALID_API_KEY')
    if (request.method === 'GET' && route === '/v2/passwordPolicy') return json(passwordPolicy)
    if (request.method !== 'POST') return json({ error: { code: 405, message: 'METHOD_NOT_ALLOWED' } }, 405)
    // Issue #21: the site's one body reader (cap, type, an object), answered in the provider's error shape.
    const read = await readBody(request, { maxBytes: MAX_BODY_BYTES, types: ['json', 'form'] })
    if (!read.ok)
      return json(
        { error: { code: read.status, message: read.error.toUpperCase().replace('-', '_') } },
        read.status,
      )
    const input = read.body
    if (route === '/v1/accounts:signInWithPassword' || route === '/v1/accounts:signUp') {
      const limit = await credentialRateLimit.consume(clientAddress(request))
      if (!limit.allowed) throw new ProviderError('TOO_MANY_ATTEMPTS_TRY_LATER')
    }
    switch (route) {
      case '/v1/accounts:signInWithPassword': {
        const result = await service.signInWithPassword(text(input.email), text(input.password))
        if (input.returnSecureToken === false)
          return json({ ...result, idToken: undefined, refreshToken: undefined })
        return json(result)
      }
      case '/v1/accounts:signUp': {
        const account = await service.createAccount({
          email: text(input.email),
          password: text(input.password),
        })
        const { idToken, refreshToken, expiresIn, localId, email } = await service.signInWithPassword(
          account.email,
          text(input.password),
        )
        // The hosted provider's sign-up answer, field for field.
        return json({
          kind: 'identitytoolkit#SignupNewUserResponse',
          idToken,
          email,
          refreshToken,
          expiresIn,
          localId,
        })
      }
      case '/v1/token': {
        if (input.grant_type !== 'refresh_token') throw new ProviderError('INVALID_GRANT_TYPE')
        return json(await service.refresh(text(input.refresh_token)))
      }
      case '/v1/accounts:lookup': {
        const claims = await verifyIdToken(text(input.idToken), {
          keys: localKeySet(await publicJwks(options.payload)),
          issuer: options.issuer,
          audience: options.audience,
          currentDate: options.now?.(),
        }).catch((error: unknown) => {
          throw new ProviderError(
            (error as { code?: string }).code === 'ERR_JWT_EXPIRED' ? 'TOKEN_EXPIRED' : 'INVALID_ID_TOKEN',
          )
        })
        return json({ kind: 'identitytoolkit#GetAccountInfoResponse', users: [await service.lookup(claims)] })
      }
      default:
        return json({ error: { code: 404, message: 'NOT_FOUND' } }, 404)
    }
  } catch (error) {
    if (error instanceof ProviderError) return errorResponse(error)
    throw error
  }
}
