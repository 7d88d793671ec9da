// `npm run create-editor`: the first (or any) editor of a production database, from EDITOR_EMAIL and EDITOR_PASSWORD
// (environment, not arguments: a password on a command line is readable by every user of the machine). Issue #23.
import { prepareEnvironment } from './lib/environment'
import { withMigrationLock } from './lib/migrationLock'
import { withPayload } from './lib/payload'

prepareEnvironment()
const email = process.env.EDITOR_EMAIL
const password = process.env.EDITOR_PASSWORD
if (!email || !password) {
  console.error('Set EDITOR_EMAIL and EDITOR_PASSWORD (and optionally EDITOR_NAME).')
  process.exit(1)
}
await withMigrationLock(() =>
  withPayload((payload) =>
    payload.create({
      collection: 'users',
      data: { email, password, name: process.env.EDITOR_NAME || email, roles: ['admin', 'editor'] },
      overrideAccess: true,
    }),
  ),
)
console.log(`Editor ${email} created.`)
process.exit(0)
