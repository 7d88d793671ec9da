// What `npm start`, `npm run seed` and the tests share: the data folder, the Payload secret, the demo logins.
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { dataDirectoryFrom } from '../../src/config/site'

export interface DemoEditor {
  email: string
  password: string
}

/** The data folder (DATA_DIR) alone: this runs before PAYLOAD_SECRET is settled, so the rest is not parsed yet. */
const dataDirectory = () => dataDirectoryFrom(process.env)

/** Reads a generated value kept under data/, creating it once. */
function persisted(file: string, make: () => string): string {
  const location = path.join(dataDirectory(), file)
  if (existsSync(location)) return readFileSync(location, 'utf8').trim()
  const value = make()
  writeFileSync(location, `${value}\n`, { mode: 0o600 })
  return value
}

/** Issue #23: a production database (DATABASE_URL) is its operator's; the embedded SQLite one is the demo's. */
export function usesProductionDatabase(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.DATABASE_URL?.trim())
}

/** Issue #23: demo content and the demo editor go into the embedded database, and a production one only when asked. */
export function seedsDemo(env: NodeJS.ProcessEnv = process.env): boolean {
  return !usesProductionDatabase(env) || env.SEED_DEMO === '1'
}

/** Prepares process.env for Payload and Next: production mode, no telemetry, a secret. */
export function prepareEnvironment(): void {
  process.env.NEXT_TELEMETRY_DISABLED = '1'
  mkdirSync(dataDirectory(), { recursive: true })
  // Issue #23: instances sharing a database must share the secret (sessions, signed tokens); none is invented for them.
  if (usesProductionDatabase() && !process.env.PAYLOAD_SECRET) {
    console.error(
      'PAYLOAD_SECRET is required with DATABASE_URL: every instance of the site must use the same one.',
    )
    process.exit(1)
  }
  process.env.PAYLOAD_SECRET ||= persisted('payload-secret', () => randomBytes(32).toString('hex'))
}

/** A demo login: DEMO_{ROLE}_EMAIL / DEMO_{ROLE}_PASSWORD, else {role}@lumibook.example and a password generated once
 * under data/. */
function demoLogin(role: 'editor' | 'admin'): DemoEditor {
  const variable = `DEMO_${role.toUpperCase()}`
  return {
    email: process.env[`${variable}_EMAIL`] || `${role}@lumibook.example`,
    password:
      process.env[`${variable}_PASSWORD`] ||
      persisted(`demo-${role}-password`, () => randomBytes(9).toString('base64url')),
  }
}

/** The demo editor's login. */
export const demoEditor = (): DemoEditor => demoLogin('editor')

/** Issue #32: the demo's admin (accounts, internals) beside its editor. */
export const demoAdmin = (): DemoEditor => demoLogin('admin')
