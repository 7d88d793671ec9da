// §6: the one shared website service account. Its credentials come from the environment, or a password generated
// once into the data folder (like the demo editor's); never from code, never into the browser bundle.
// No 'server-only' marker: the seed runs this under tsx outside Next; node:fs keeps it off the browser anyway.
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { siteConfig } from '@/config/site'

import { missingPasswordRequirements } from './passwords'

export interface ServiceAccountCredentials {
  email: string
  password: string
}

export const serviceAccountPasswordFile = 'service-account-password'

function generatedPassword(): string {
  for (;;) {
    const candidate = randomBytes(24).toString('base64url')
    if (missingPasswordRequirements(candidate).length === 0) return candidate
  }
}

export function serviceAccountCredentials(): ServiceAccountCredentials {
  const { identity, dataDirectory } = siteConfig()
  const { serviceAccountEmail, serviceAccountPassword } = identity
  if (serviceAccountPassword) return { email: serviceAccountEmail, password: serviceAccountPassword }
  const file = path.join(dataDirectory, serviceAccountPasswordFile)
  if (!existsSync(file)) {
    mkdirSync(dataDirectory, { recursive: true })
    writeFileSync(file, `${generatedPassword()}\n`, { mode: 0o600, flag: 'wx' })
  }
  return { email: serviceAccountEmail, password: readFileSync(file, 'utf8').trim() }
}
