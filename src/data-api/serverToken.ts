import 'server-only'

// The process's service token (§4), for server rendering and the same-origin data endpoint only.
import type { PasswordPolicy } from '@/identity/passwords'
import { identityClient } from '@/identity/server'
import { serviceAccountCredentials } from '@/identity/serviceAccount'

import { createServiceToken, type ServiceTokenSource } from './serviceToken'

let source: ServiceTokenSource | undefined
let policy: PasswordPolicy | undefined

/** The current password policy after a §8 refresh (undefined until one was needed). */
export const lastPasswordPolicy = () => policy

export function serviceToken(): Promise<string> {
  source ??= createServiceToken({
    identity: identityClient(),
    credentials: serviceAccountCredentials,
    onPasswordPolicy: (refreshed) => {
      policy = refreshed
    },
  })
  return source()
}
