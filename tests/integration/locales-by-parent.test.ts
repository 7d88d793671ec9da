// Integration (real Payload, the shipped migrations, SQLite and PostgreSQL): issue #34's index on each locales table's
// entry (src/cms/localesByParent.ts). Payload reads an entry's locales by `_parent_id` alone; without this index each
// read scans the (_locale, _parent_id) one whole (a stories list page deep in 10,000 stories: 943 → 75 ms).
import path from 'node:path'

import { createClient } from '@libsql/client'
import { sql } from '@payloadcms/db-sqlite/drizzle'
import { describe, expect, it } from 'vitest'

import { onPostgres, testPayload } from './payload'

async function database() {
  const db = (await testPayload()).db.drizzle as unknown as {
    all?: (query: unknown) => Promise<Record<string, unknown>[]>
    execute?: (query: unknown) => Promise<{ rows: Record<string, unknown>[] }>
  }
  return async (query: ReturnType<typeof sql>) =>
    (onPostgres ? (await db.execute!(query)).rows : await db.all!(query)).map((row) =>
      Object.fromEntries(Object.entries(row).map(([key, value]) => [key, String(value)])),
    )
}

/** Every locales table of the database (the collections', the globals', their versions' and their blocks'). */
async function localesTables(rows: Awaited<ReturnType<typeof database>>) {
  const tables = onPostgres
    ? await rows(sql`SELECT table_name AS name FROM information_schema.columns
        WHERE table_schema = 'public' AND column_name = '_parent_id' AND table_name LIKE '%!_locales' ESCAPE '!'`)
    : await rows(sql`SELECT m.name AS name FROM sqlite_master m, pragma_table_info(m.name) c
        WHERE m.type = 'table' AND c.name = '_parent_id' AND m.name LIKE '%!_locales' ESCAPE '!'`)
  return tables.map(({ name }) => name!).sort()
}

/**
 * PostgreSQL's plan of `query` where it may not scan the table (the test database is small enough for a sequential scan
 * to win; the choice between the table's indexes is the check), in one transaction so the setting holds for it alone.
 */
async function explainWithoutSequentialScans(query: string) {
  const db = (await testPayload()).db.drizzle as unknown as {
    transaction<T>(
      run: (tx: { execute(query: unknown): Promise<{ rows: object[] }> }) => Promise<T>,
    ): Promise<T>
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`)
    return (await tx.execute(sql.raw(`EXPLAIN ${query}`))).rows
  })
}

/**
 * SQLite's plan of `query`, on a connection of its own: run on the app's, an EXPLAIN left that connection holding its
 * read lock, so the next test file of the worker could not empty the database (SQLITE_BUSY).
 */
async function explainOnSqlite(query: string) {
  const client = createClient({ url: `file:${path.join(process.env.DATA_DIR!, 'shop.db')}` })
  try {
    return (await client.execute(`EXPLAIN QUERY PLAN ${query}`)).rows.map((row) => ({ ...row }))
  } finally {
    client.close()
  }
}

describe('the locales tables’ index on their entry (issue #34)', () => {
  it('every locales table has an index on _parent_id alone', async () => {
    const rows = await database()
    const tables = await localesTables(rows)
    // Pages, stories, their versions, variations, globals: a count that cannot be zero by accident.
    expect(tables.length).toBeGreaterThanOrEqual(16)
    const indexed: Record<string, string[]> = {}
    for (const table of tables) {
      indexed[table] = onPostgres
        ? (
            await rows(
              sql`SELECT indexname AS name FROM pg_indexes WHERE tablename = ${table}
                AND indexdef LIKE '%USING btree (_parent_id)'`,
            )
          ).map(({ name }) => name!)
        : (
            await rows(
              sql.raw(`SELECT l.name AS name FROM pragma_index_list('${table}') l
                WHERE (SELECT group_concat(i.name) FROM pragma_index_info(l.name) i) = '_parent_id'`),
            )
          ).map(({ name }) => name!)
    }
    expect(indexed).toEqual(Object.fromEntries(tables.map((table) => [table, [`${table}_parent_id_idx`]])))
  })

  it('an entry’s locales are read through it, not by scanning the table', async () => {
    await testPayload()
    for (const table of ['pages_locales', 'stories_locales', '_stories_v_locales']) {
      const plan = onPostgres
        ? await explainWithoutSequentialScans(`SELECT * FROM "${table}" WHERE "_parent_id" = 1`)
        : await explainOnSqlite(`SELECT * FROM "${table}" WHERE "_parent_id" = 1`)
      const text = plan.map((row) => Object.values(row).join(' ')).join('\n')
      expect(text, table).toContain(`${table}_parent_id_idx`)
    }
  })
})
