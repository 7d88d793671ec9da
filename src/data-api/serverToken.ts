import 'server-only'

// The process's service token (§4), for server rendering and the same-origin data endpoint only.
import { identityClient } from '@/identity/server'
import { serviceAccountCredentials } from '@/identity/serviceAccount'

import { createServiceToken, type ServiceTokenSource } from './serviceToken'

let source: ServiceTokenSource | undefined

export function serviceToken(): Promise<string> {
  source ??= createServiceToken({
    identity: identityClient(),
    credentials: serviceAccountCredentials,
  })
  return source()
}
