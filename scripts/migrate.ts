// `npm run migrate`: applies pending migrations to the configured database (production mode, §trap: never push).
import { prepareEnvironment } from './lib/environment'
import { withMigrationLock } from './lib/migrationLock'
import { withPayload } from './lib/payload'

prepareEnvironment()
await withMigrationLock(() => withPayload(async () => undefined))
console.log('Database is up to date.')
process.exit(0)
