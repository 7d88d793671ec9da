// No secret reaches the browser: nothing under .next/static carries the Payload secret, an editor password, the
// website service account's password (§6) or a private key (the build the browser tests run against).
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

function files(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(path.join(directory, entry.name)) : [path.join(directory, entry.name)],
  )
}

test('the browser bundle holds no secret', () => {
  const secrets = [
    readFileSync('data/e2e/payload-secret', 'utf8').trim(),
    readFileSync('data/e2e/service-account-password', 'utf8').trim(),
    'e2e-editor-password',
    '-----BEGIN PRIVATE KEY-----',
    '-----BEGIN RSA PRIVATE KEY-----',
    'PAYLOAD_SECRET',
    'chat-e2e-identity-secret-of-32-characters',
    'CHAT_IDENTITY_SECRET',
  ]
  const staticFiles = files(path.join(process.env.NEXT_DIST_DIR ?? '.next', 'static'))
  expect(staticFiles.length).toBeGreaterThan(10)
  for (const file of staticFiles) {
    const content = readFileSync(file, 'latin1')
    for (const secret of secrets)
      expect(content.includes(secret), `${secret.slice(0, 12)}… in ${file}`).toBe(false)
  }
})
