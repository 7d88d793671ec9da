// Every test file gets a throwaway data folder (SQLite database, media) and a secret; on the PostgreSQL run
// (vitest.postgres.config.ts, issue #23) a database in the suite's cluster too. Issue #31: the integration files of one
// worker share its Payload (`isolate: false`, TEST_SHARED_PAYLOAD): the worker's first file makes the folder and the
// database, and each later one finds the same database emptied back to the migrated template.
import { randomBytes } from 'node:crypto'
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'
import { afterAll, inject } from 'vitest'

const worker = globalThis as typeof globalThis & { testEnvironment?: Record<string, string | undefined> }
const shared = process.env.TEST_SHARED_PAYLOAD === '1'

if (shared && worker.testEnvironment) {
  // A later file of this worker: Payload keeps the folder, secret and database it was configured with.
  for (const [name, value] of Object.entries(worker.testEnvironment))
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  await emptyDatabase()
  // The earlier files' uploads and other files: same names again, not renamed uploads (photobook-open-1.png).
  for (const entry of readdirSync(process.env.DATA_DIR!))
    if (!entry.startsWith('shop.db'))
      rmSync(path.join(process.env.DATA_DIR!, entry), { recursive: true, force: true })
} else {
  process.env.DATA_DIR = mkdtempSync(path.join(inject('scratchDir'), 'data-'))
  const dataDir = process.env.DATA_DIR
  // No file leaves its folder (~11 MB) behind: registered first, so it runs after the file's own teardown. A worker's
  // shared one goes with the run's scratch folder (tests/setup/scratch.ts).
  if (!shared) afterAll(() => rmSync(dataDir, { recursive: true, force: true }))
  process.env.PAYLOAD_SECRET = randomBytes(32).toString('hex')
  process.env.NEXT_TELEMETRY_DISABLED = '1'
  process.env.PAYLOAD_JOBS_AUTORUN = 'false'
  delete process.env.DATABASE_URL
  // @payloadcms/live-preview(-react) has no 3.90.2 release; 3.90.1 speaks the same protocol, so the
  // version-equality check (dev and test only) is turned off rather than failing every test.
  process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER = 'true'

  // Issue #31: each file starts from a copy of the database the shipped migrations ran on once (tests/setup).
  const sqliteTemplate = inject('sqliteTemplate')
  if (sqliteTemplate) copyFileSync(sqliteTemplate, path.join(dataDir, 'shop.db'))

  const cluster = inject('postgresUrl')
  if (cluster) {
    const name = `test_${randomBytes(6).toString('hex')}`
    const client = new pg.Client({ connectionString: cluster })
    await client.connect()
    await client.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`)
    await client.end()
    process.env.DATABASE_URL = Object.assign(new URL(cluster), { pathname: `/${name}` }).href
  }
  if (shared) {
    const { DATA_DIR, PAYLOAD_SECRET, DATABASE_URL } = process.env
    worker.testEnvironment = { DATA_DIR, PAYLOAD_SECRET, DATABASE_URL }
  }
}

/** Every row of every table but the migrations' record, ids starting again from 1: the template's state. */
async function emptyDatabase() {
  const url = process.env.DATABASE_URL
  if (url) {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      const { rows } = await client.query<{ name: string }>(
        `SELECT quote_ident(tablename) AS name FROM pg_tables
         WHERE schemaname = 'public' AND tablename <> 'payload_migrations'`,
      )
      await client.query(`TRUNCATE ${rows.map(({ name }) => name).join(', ')} RESTART IDENTITY CASCADE`)
    } finally {
      await client.end()
    }
    return
  }
  const { createClient } = await import('@libsql/client')
  const client = createClient({ url: `file:${path.join(process.env.DATA_DIR!, 'shop.db')}` })
  try {
    const { rows } = await client.execute(
      `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'
       AND name <> 'payload_migrations'`,
    )
    const tables = rows.map(({ name }) => `"${String(name)}"`)
    const sequences = (await client.execute(`SELECT 1 FROM sqlite_master WHERE name = 'sqlite_sequence'`))
      .rows.length
    await client.executeMultiple(
      [
        'PRAGMA foreign_keys = OFF',
        'BEGIN',
        ...tables.map((table) => `DELETE FROM ${table}`),
        ...(sequences ? ['DELETE FROM sqlite_sequence'] : []),
        'COMMIT',
        'PRAGMA foreign_keys = ON',
      ].join(';\n'),
    )
  } finally {
    client.close()
  }
}
