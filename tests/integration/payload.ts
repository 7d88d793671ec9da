// A real Payload (Local API) on the test file's own database, migrated with the shipped migrations: SQLite, or
// PostgreSQL when the suite runs on it (vitest.postgres.config.ts, issue #23).
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { migrations as postgresMigrations } from '@/cms/migrations/postgres'
import { migrations as sqliteMigrations } from '@/cms/migrations/sqlite'

type Migrations = Parameters<Payload['db']['migrate']>[0] extends { migrations?: infer M } ? M : never

let instance: Promise<Payload> | undefined

export function testPayload(): Promise<Payload> {
  instance ??= (async () => {
    const payload = await getPayload({ config, disableOnInit: true })
    const onPostgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')
    // The generated migrations are typed for their adapter; Payload's port takes any adapter's.
    const migrations = (onPostgres ? postgresMigrations : sqliteMigrations) as unknown as Migrations
    await payload.db.migrate({ migrations })
    return payload
  })()
  return instance
}
