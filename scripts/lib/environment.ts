// What `npm start`, `npm run seed` and the tests share: the data folder, the Payload secret, the demo editor.
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { dataDirectory } from '../../src/config/paths'

export interface DemoEditor {
  email: string
  password: string
}

/** Reads a generated value kept under data/, creating it once. */
function persisted(file: string, make: () => string): string {
  const location = path.join(dataDirectory(), file)
  if (existsSync(location)) return readFileSync(location, 'utf8').trim()
  const value = make()
  writeFileSync(location, `${value}\n`, { mode: 0o600 })
  return value
}

/** Prepares process.env for Payload and Next: production mode, no telemetry, a secret. */
export function prepareEnvironment(): DemoEditor {
  process.env.NEXT_TELEMETRY_DISABLED = '1'
  mkdirSync(dataDirectory(), { recursive: true })
  process.env.PAYLOAD_SECRET ||= persisted('payload-secret', () => randomBytes(32).toString('hex'))
  return {
    email: process.env.DEMO_EDITOR_EMAIL || 'editor@lumibook.example',
    password:
      process.env.DEMO_EDITOR_PASSWORD ||
      persisted('demo-editor-password', () => randomBytes(9).toString('base64url')),
  }
}
