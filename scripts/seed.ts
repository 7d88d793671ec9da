// `npm run seed`: migrate, then add whatever demo content is missing (idempotent).
import { demoAdmin, demoEditor, prepareEnvironment, usesProductionDatabase } from './lib/environment'
import { withMigrationLock } from './lib/migrationLock'
import { seedDatabase, withPayload } from './lib/payload'

prepareEnvironment()
const editor = demoEditor()
const admin = demoAdmin()
const result = await withMigrationLock(() => withPayload((payload) => seedDatabase(payload, editor, admin)))
console.log(`Seeded ${result.pages} new pages and ${result.stories} new stories.`)
// Issue #23: a production database's logs never carry a password.
if (usesProductionDatabase())
  console.log(
    `Demo editor: ${editor.email} (password: DEMO_EDITOR_PASSWORD or data/)\n` +
      `Demo admin:  ${admin.email} (password: DEMO_ADMIN_PASSWORD or data/)`,
  )
else
  console.log(
    `Demo editor: ${editor.email} / ${editor.password}\nDemo admin:  ${admin.email} / ${admin.password}`,
  )
process.exit(0)
