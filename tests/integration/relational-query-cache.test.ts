// Integration (real Payload, the shipped migrations, SQLite and PostgreSQL): issue #34's kept SQL text of Payload's
// relational queries (src/cms/relationalQueryCache.ts). Every Vitest run builds kept queries with Drizzle too (each
// shape once for each kinds of its values) and fails on any difference (RELATIONAL_QUERY_CACHE=verify in
// vitest.config.ts), so every integration test checks it; this file checks that reads of one shape with other values
// are answered from the kept text, and answered right.
import { sql } from '@payloadcms/db-sqlite/drizzle'
import { describe, expect, it } from 'vitest'

import { preparedStatements, relationalQueryChecks, relationalQueryCounts } from '@/cms/relationalQueryCache'

import { onPostgres, testPayload } from './payload'

const context = { disableRevalidate: true }

/** A published page in en-gb and de-de whose layout holds the same blocks as every other page this makes. */
async function page(name: string) {
  const payload = await testPayload()
  const created = await payload.create({
    collection: 'pages',
    locale: 'en-gb',
    data: {
      title: `English ${name}`,
      path: `/kept-query-${name}`,
      _status: 'published',
      layout: [
        { blockType: 'Heading', text: `Heading of ${name}`, as: 'h2' },
        { blockType: 'Heading', text: `Second heading of ${name}`, as: 'h3' },
      ],
    } as never,
    context,
  })
  await payload.update({
    collection: 'pages',
    id: created.id,
    locale: 'de-de',
    data: { title: `Deutsch ${name}`, path: `/de-kept-query-${name}`, _status: 'published' },
    context,
  })
  return created.id
}

const counts = () => ({ ...relationalQueryCounts })
type Query = { findMany(config: object): Promise<Record<string, unknown>[]> }
type Executes = {
  execute(query: unknown): Promise<{ rows: { name: string; statement: string; runs: number | string }[] }>
}

describe('the relational queries’ kept SQL text (issue #34)', () => {
  it('is checked against Drizzle’s own build in every Vitest run', () => {
    expect(relationalQueryChecks.verify).toBe(true)
  })

  it('answers reads of one shape with other values from the kept text, each with its own entry', async () => {
    const payload = await testPayload()
    const ids = [await page('one'), await page('two'), await page('three')]
    const before = counts()
    for (const locale of ['de-de', 'en-gb', 'fr-fr'] as const) {
      for (const [i, name] of ['one', 'two', 'three'].entries()) {
        const path = locale === 'de-de' ? `/de-kept-query-${name}` : `/kept-query-${name}`
        const found = await payload.find({
          collection: 'pages',
          locale,
          where: { path: { equals: path } },
          limit: 1,
        })
        expect(found.docs.map((doc) => doc.id)).toEqual(locale === 'fr-fr' ? [] : [ids[i]])
        const byId = await payload.findByID({ collection: 'pages', id: ids[i]!, locale, depth: 1 })
        // fr-fr shows the en-gb title (§2 fallback); the blocks are the entry's own.
        expect(byId.title).toBe(locale === 'de-de' ? `Deutsch ${name}` : `English ${name}`)
        expect(byId.layout?.map((block) => (block as { text?: string }).text)).toEqual([
          `Heading of ${name}`,
          `Second heading of ${name}`,
        ])
      }
    }
    const versions = await payload.findVersions({
      collection: 'pages',
      where: { parent: { in: ids } },
      limit: 10,
    })
    expect(new Set(versions.docs.map((version) => version.parent))).toEqual(new Set(ids))
    const after = counts()
    // Nine reads by id of one shape in three locales: at least two of each locale's three are kept.
    expect(after.kept - before.kept).toBeGreaterThanOrEqual(6)
  })

  it('checks a kept shape against Drizzle’s build once for each kinds of its values (issue #31)', async () => {
    const payload = await testPayload()
    const pages = (payload.db as unknown as { drizzle: { query: Record<string, Query> } }).drizzle.query
      .pages!
    // A shape no other test reads (this worker's earlier files may have checked theirs): a value in an extra.
    const read = async (value: string | number) => {
      const [row] = await pages.findMany({
        columns: {},
        extras: { probe: sql`${value}`.as('kept_probe') },
        limit: 1,
      })
      expect(String(row!.probe)).toBe(String(value))
    }
    await read('first')
    const before = counts()
    // Built from the kept text: the first read of these kinds is checked, the next is not; a number is new kinds.
    await read('second')
    await read('third')
    await read(4)
    const after = counts()
    expect(after.kept - before.kept).toBe(3)
    expect(after.verified - before.verified).toBe(2)
  })

  it('tells apart configurations that differ only where no value is: columns, extras’ names', async () => {
    const payload = await testPayload()
    const pages = (payload.db as unknown as { drizzle: { query: Record<string, Query> } }).drizzle.query
      .pages!
    // One SQL alias under two names: the row holds the name.
    const extra = (name: string) => ({ [name]: sql`1`.as('one') })
    const before = counts()
    for (let round = 0; round < 2; round++) {
      // No `columns` reads every column; `columns: {}` none (only the extra).
      expect(
        Object.keys((await pages.findMany({ columns: undefined, extras: extra('a'), limit: 1 }))[0]!),
      ).toContain('updatedAt')
      expect(Object.keys((await pages.findMany({ columns: {}, extras: extra('a'), limit: 1 }))[0]!)).toEqual([
        'a',
      ])
      expect(Object.keys((await pages.findMany({ columns: {}, extras: extra('b'), limit: 1 }))[0]!)).toEqual([
        'b',
      ])
    }
    expect(counts().kept - before.kept).toBeGreaterThanOrEqual(3)
  })

  it.runIf(onPostgres)(
    'runs kept texts on PostgreSQL as prepared statements, each connection parsing one once, named up to a budget',
    async () => {
      const payload = await testPayload()
      const id = await page('four')
      // One transaction's connection, to read what it has prepared.
      const transactionID = (await payload.db.beginTransaction())!
      const connection = (payload.db as unknown as { sessions: Record<string, { db: Query & Executes }> })
        .sessions[transactionID]!.db
      // What the connection has prepared under kept names, and how many times it has run each (PostgreSQL ≥ 14).
      const kept = async () =>
        (
          await connection.execute(
            sql`select name, statement, generic_plans + custom_plans as runs from pg_prepared_statements where name like 'kept\_%'`,
          )
        ).rows
      const pageReads = async () =>
        (await kept()).filter(({ statement }) => statement.includes('"pages_blocks_heading"'))
      const runs = (rows: { runs: number | string }[]) => rows.reduce((sum, row) => sum + Number(row.runs), 0)
      const req = { transactionID } as never
      const budget = preparedStatements.budget
      try {
        expect(preparedStatements.named).toBe(true)
        // Whatever other files in this process have named, this page's read may be named too.
        preparedStatements.budget = Infinity
        const before = await pageReads()
        for (const locale of ['en-gb', 'de-de', 'en-gb', 'fr-fr', 'de-de', 'en-gb'] as const) {
          const read = await payload.findByID({ collection: 'pages', id, locale, depth: 0, req })
          expect(read.title).toBe(locale === 'de-de' ? 'Deutsch four' : 'English four')
        }
        // The page's read (every block's table joined) is one statement, parsed once and run from its third read on.
        const prepared = await pageReads()
        expect(prepared.length - before.length).toBeLessThanOrEqual(1)
        expect(runs(prepared) - runs(before)).toBeGreaterThanOrEqual(3)
        // Past the budget, a new shape runs unnamed (a shape no other test reads, read four times: three kept).
        const named = await kept()
        preparedStatements.budget = preparedStatements.used
        const keptBefore = counts().kept
        for (let read = 0; read < 4; read++)
          await payload.find({
            collection: 'pages',
            locale: 'en-gb',
            where: { path: { equals: '/kept-query-four' } },
            select: { title: true, path: true },
            depth: 2,
            req,
          })
        expect(counts().kept - keptBefore).toBeGreaterThanOrEqual(3)
        expect(await kept()).toHaveLength(named.length)
        // DATABASE_PREPARED_STATEMENTS=off: the page's reads run unnamed.
        preparedStatements.named = false
        const runsBefore = runs(await pageReads())
        for (const locale of ['en-gb', 'de-de'] as const)
          await payload.findByID({ collection: 'pages', id, locale, depth: 0, req })
        expect(runs(await pageReads())).toBe(runsBefore)
      } finally {
        preparedStatements.named = true
        preparedStatements.budget = budget
        await payload.db.rollbackTransaction(transactionID)
      }
    },
  )
})
