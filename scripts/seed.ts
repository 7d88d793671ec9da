// `npm run seed`: migrate, then add whatever demo content is missing (idempotent).
import { demoEditor, prepareEnvironment, usesProductionDatabase } from './lib/environment'
import { withMigrationLock } from './lib/migrationLock'
import { seedDatabase, withPayload } from './lib/payload'

Object.assign(process.env, { NODE_ENV: 'production' })
prepareEnvironment()
const editor = demoEditor()
const result = await withMigrationLock(() => withPayload((payload) => seedDatabase(payload, editor)))
console.log(`Seeded ${result.pages} new pages and ${result.stories} new stories.`)
// Issue #23: a production database's logs never carry a password.
if (usesProductionDatabase())
  console.log(`Demo editor: ${editor.email} (password: DEMO_EDITOR_PASSWORD or data/)`)
else console.log(`Demo editor: ${editor.email} / ${editor.password}`)
process.exit(0)
