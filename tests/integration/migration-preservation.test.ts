// Issue #31: the squashed migrations keep every database the earlier ones built. A database recorded before the squash
// (tests/migrations/record.ts: the demo seed, a page and a story holding every block in three locales, older versions,
// a scheduled draft and variations) is migrated by the baseline; every entry's answer (all locales, drafts, versions,
// variations, globals) is then what it was, and the schema is the baseline's. On SQLite, and on PostgreSQL in the
// suite's PostgreSQL run.
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'

import { sql } from '@payloadcms/db-sqlite'
import { beforeAll, describe, expect, it } from 'vitest'

import { contentAnswers } from '../migrations/answers'
import { onPostgres, testPayload } from './payload'

const fixtures = path.resolve(import.meta.dirname, '../migrations/fixtures/2026-11-25')
const dialect = onPostgres ? 'postgres' : 'sqlite'
const fixture = (name: string) => gunzipSync(readFileSync(path.join(fixtures, name)))

beforeAll(() => {
  // The recorded database takes the place of the test's own (a migrated copy, tests/setup), before Payload opens it.
  if (onPostgres)
    execFileSync('psql', ['-q', '-v', 'ON_ERROR_STOP=1', process.env.DATABASE_URL!], {
      input: Buffer.concat([
        Buffer.from('DROP SCHEMA public CASCADE; CREATE SCHEMA public;\n'),
        fixture('postgres.sql.gz'),
      ]),
      stdio: ['pipe', 'ignore', 'pipe'],
    })
  else writeFileSync(path.join(process.env.DATA_DIR!, 'shop.db'), fixture('sqlite.db.gz'))
})

/**
 * The one difference one definition per block makes (issue #31): a field that only one content model had before
 * (Heading's blogHeadingPosition and anchors, Quote's fontFamily and backgroundColor) is now in both, unset (null) in
 * the entries of the model that lacked it. Any other missing, added or changed value fails.
 */
function withoutFieldsAddedUnset(now: unknown, before: unknown): unknown {
  if (Array.isArray(now) && Array.isArray(before))
    return now.map((item, index) => withoutFieldsAddedUnset(item, before[index]))
  if (!now || typeof now !== 'object' || !before || typeof before !== 'object' || Array.isArray(before))
    return now
  return Object.fromEntries(
    Object.entries(now)
      .filter(([key, value]) => key in before || value !== null)
      .map(([key, value]) => [key, withoutFieldsAddedUnset(value, (before as Record<string, unknown>)[key])]),
  )
}

describe(`a ${dialect} database built by the migrations before the baseline`, () => {
  it('keeps every entry, locale, draft, version, variation and global', async () => {
    const recorded = JSON.parse(fixture(`${dialect}-answers.json.gz`).toString('utf8')) as Record<
      string,
      unknown
    >
    const answers = JSON.parse(JSON.stringify(await contentAnswers(await testPayload())))
    // A collection added after the recording (redirects, issue #32) starts empty on an upgraded database.
    for (const key of Object.keys(answers).filter((name) => !(name in recorded)))
      expect(answers[key], key).toEqual([])
    expect(Object.keys(answers).filter((name) => name in recorded)).toEqual(Object.keys(recorded))
    for (const key of Object.keys(recorded))
      expect(withoutFieldsAddedUnset(answers[key], recorded[key]), key).toEqual(recorded[key])
  })

  it('has the baseline’s schema: every table, column and index of its snapshot', async () => {
    const payload = await testPayload()
    const directory = path.resolve(import.meta.dirname, '../../src/cms/migrations', dialect)
    const snapshot = JSON.parse(
      readFileSync(
        path.join(
          directory,
          execFileSync('ls', [directory], { encoding: 'utf8' })
            .split('\n')
            .filter((file) => file.endsWith('.json'))
            .sort()
            .at(-1)!,
        ),
        'utf8',
      ),
    ) as {
      tables: Record<
        string,
        { name: string; columns: Record<string, unknown>; indexes: Record<string, unknown> }
      >
    }
    const expected = Object.values(snapshot.tables)
      .map(
        ({ name, columns, indexes }) =>
          `${name}: ${Object.keys(columns).sort()} | ${Object.keys(indexes).sort()}`,
      )
      .sort()
    const db = payload.db.drizzle as unknown as {
      all?: (query: unknown) => Promise<Record<string, unknown>[]>
      execute?: (query: unknown) => Promise<{ rows: Record<string, unknown>[] }>
    }
    const rows = async (query: ReturnType<typeof sql>) =>
      onPostgres ? (await db.execute!(query)).rows : await db.all!(query)
    const tables = onPostgres
      ? await rows(sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'`)
      : await rows(sql`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`)
    const actual: string[] = []
    for (const { name } of tables) {
      const columns = onPostgres
        ? await rows(
            sql`SELECT column_name AS name FROM information_schema.columns WHERE table_name = ${name}`,
          )
        : await rows(sql.raw(`SELECT name FROM pragma_table_info('${String(name)}')`))
      const indexes = onPostgres
        ? await rows(
            sql`SELECT indexname AS name FROM pg_indexes WHERE tablename = ${name} AND indexname NOT LIKE '%_pkey'`,
          )
        : await rows(sql.raw(`SELECT name FROM pragma_index_list('${String(name)}') WHERE origin = 'c'`))
      actual.push(
        `${String(name)}: ${columns.map((column) => String(column.name)).sort()} | ${indexes.map((index) => String(index.name)).sort()}`,
      )
    }
    expect(actual.sort()).toEqual(expected)
  })
})
