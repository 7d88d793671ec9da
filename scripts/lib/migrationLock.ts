// Issue #23: instances starting at once migrate (and seed) one after the other, never concurrently: a PostgreSQL
// advisory lock held on a connection of its own for the duration. SQLite is one file of one process: no lock.
import pg from 'pg'

import { parseSiteConfig } from '../../src/config/site'

/** One lock id for every instance of the site (an arbitrary constant: "lumibook" in ASCII, truncated to int8). */
const migrationLockId = 0x6c756d69626f6fn

export async function withMigrationLock<T>(work: () => Promise<T>): Promise<T> {
  const url = parseSiteConfig(process.env).databaseUrl
  if (!/^postgres(ql)?:\/\//.test(url)) return work()
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    // Waits while another instance migrates; the lock also ends with this connection if the process dies.
    await client.query('SELECT pg_advisory_lock($1)', [migrationLockId.toString()])
    return await work()
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [migrationLockId.toString()]).catch(() => undefined)
    await client.end()
  }
}
