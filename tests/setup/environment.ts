// Every test file gets its own throwaway data folder (SQLite database, media) and a secret; on the PostgreSQL run
// (vitest.postgres.config.ts, issue #23) its own database in the suite's cluster too.
import { randomBytes } from 'node:crypto'
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterAll, inject } from 'vitest'

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'shop-test-'))
// Registered first, so it runs after the file's own teardown: no file leaves its folder (~11 MB) behind.
afterAll(() => rmSync(process.env.DATA_DIR!, { recursive: true, force: true }))
process.env.PAYLOAD_SECRET = randomBytes(32).toString('hex')
process.env.NEXT_TELEMETRY_DISABLED = '1'
process.env.PAYLOAD_JOBS_AUTORUN = 'false'
delete process.env.DATABASE_URL
// @payloadcms/live-preview(-react) has no 3.90.2 release; 3.90.1 speaks the same protocol, so the
// version-equality check (dev and test only) is turned off rather than failing every test.
process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER = 'true'

// Issue #31: each file starts from a copy of the database the shipped migrations ran on once (tests/setup).
const sqliteTemplate = inject('sqliteTemplate')
if (sqliteTemplate) copyFileSync(sqliteTemplate, path.join(process.env.DATA_DIR, 'shop.db'))

const cluster = inject('postgresUrl')
if (cluster) {
  const name = `test_${randomBytes(6).toString('hex')}`
  const client = new pg.Client({ connectionString: cluster })
  await client.connect()
  await client.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`)
  await client.end()
  process.env.DATABASE_URL = Object.assign(new URL(cluster), { pathname: `/${name}` }).href
}
