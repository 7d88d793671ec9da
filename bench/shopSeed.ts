// Issue #34's bench data: a throwaway PostgreSQL database (DATABASE_URL) migrated and seeded with the demo content,
// then filled to SHOP_STORIES stories and SHOP_PAGES pages, a fifth of each translated into every locale (the demo's
// translated entries copied), the rest in en-gb only (shown in every locale, §2); media shared. Copies are made in
// SQL in a few statements per table, following the schema's foreign keys (whatever blocks it has): seconds, not the
// hours of one API call per entry. Run by bench/shop.ts in a process of its own.
import pg from 'pg'

import { defaultLocale } from '../src/i18n/locales'
import { demoEditor, prepareEnvironment } from '../scripts/lib/environment'
import { withMigrationLock } from '../scripts/lib/migrationLock'
import { seedDatabase, withPayload } from '../scripts/lib/payload'

Object.assign(process.env, { NODE_ENV: 'production' })
prepareEnvironment()

const stories = Number(process.env.SHOP_STORIES ?? 10_000)
const pages = Number(process.env.SHOP_PAGES ?? 1_000)
/** The share of entries translated into every locale. */
const translated = 0.2
const context = { disableRevalidate: true }

type Row = Record<string, unknown>
interface ForeignKey {
  table: string
  column: string
  references: string
}

/** The demo's translated entries, and an en-gb-only copy of each: the templates every copy is made from. */
async function templates() {
  return withMigrationLock(() =>
    withPayload(async (payload) => {
      await seedDatabase(payload, demoEditor())
      const find = { locale: defaultLocale, depth: 0, limit: 1 } as const
      const [story] = (
        await payload.find({
          ...find,
          collection: 'stories',
          where: { path: { equals: 'travel-photo-book-tips' } },
        })
      ).docs
      const [page] = (
        await payload.find({ ...find, collection: 'pages', where: { path: { equals: '/photobooks' } } })
      ).docs
      if (!story || !page) throw new Error('the demo story or page to copy is missing')
      const layoutOf = (layout: unknown) =>
        (layout as { id?: string }[]).map(({ id: _id, ...block }) => block) as never
      const plainStory = await payload.create({
        collection: 'stories',
        locale: defaultLocale,
        data: {
          title: `${story.title} (en)`,
          path: `${story.path}-en`,
          excerpt: story.excerpt,
          publishedAt: story.publishedAt,
          image: story.image,
          layout: layoutOf(story.layout),
          _status: 'published',
        },
        context,
      })
      const plainPage = await payload.create({
        collection: 'pages',
        locale: defaultLocale,
        data: {
          title: `${page.title} (en)`,
          path: `${page.path}-en`,
          layout: layoutOf(page.layout),
          _status: 'published',
        },
        context,
      })
      const count = async (collection: 'pages' | 'stories') =>
        (await payload.count({ collection, overrideAccess: true })).totalDocs
      return {
        stories: { translated: story.id, plain: plainStory.id, existing: await count('stories') },
        pages: { translated: page.id, plain: plainPage.id, existing: await count('pages') },
      }
    }),
  )
}

async function foreignKeys(client: pg.Client): Promise<ForeignKey[]> {
  const { rows } = await client.query<ForeignKey>(`
    SELECT kcu.table_name AS "table", kcu.column_name AS "column", ccu.table_name AS "references"
    FROM information_schema.table_constraints tc
    JOIN information_schema.key_column_usage kcu
      ON tc.constraint_name = kcu.constraint_name AND tc.table_schema = kcu.table_schema
    JOIN information_schema.constraint_column_usage ccu
      ON tc.constraint_name = ccu.constraint_name AND tc.table_schema = ccu.table_schema
    WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.table_schema = 'public'`)
  return rows
}

/**
 * The rows of one entry, table by table, parents first: the entry, its localized fields, its blocks and their
 * nested arrays, and its latest version with the same (a collection's own tables only, not the media it points to).
 */
async function entryRows(client: pg.Client, keys: ForeignKey[], collection: string, id: number) {
  const own = (table: string) => table.startsWith(`${collection}_`) || table.startsWith(`_${collection}_v`)
  const tables = new Map<string, Row[]>()
  tables.set(
    collection,
    (await client.query(`SELECT row_to_json(t) AS row FROM "${collection}" t WHERE id = $1`, [id])).rows.map(
      (r) => r.row,
    ),
  )
  for (let added = true; added;) {
    added = false
    for (const key of keys) {
      const parents = tables.get(key.references)
      if (!parents || tables.has(key.table) || !own(key.table)) continue
      const ids = parents.map((row) => row.id)
      const latest = key.table === `_${collection}_v` ? ' AND latest' : ''
      const { rows } = await client.query(
        `SELECT row_to_json(t) AS row FROM "${key.table}" t WHERE "${key.column}" = ANY($1)${latest}`,
        [ids],
      )
      tables.set(
        key.table,
        rows.map((r) => r.row),
      )
      added = true
    }
  }
  return tables
}

/**
 * `copies` copies of one entry, numbered from `first`: new ids (integers after the table's largest, text ids
 * suffixed), references within the entry moved along, and each copy's paths, titles and dates its own.
 */
async function copy(
  client: pg.Client,
  keys: ForeignKey[],
  collection: string,
  template: number,
  first: number,
  copies: number,
  startAt: Date,
) {
  const tables = await entryRows(client, keys, collection, template)
  const bases = new Map<string, number>()
  for (const [table, rows] of tables)
    if (typeof rows[0]?.id === 'number')
      bases.set(
        table,
        Number((await client.query(`SELECT coalesce(max(id), 0) + 1 AS next FROM "${table}"`)).rows[0].next),
      )
  const position = new Map(
    [...tables].map(([table, rows]) => [table, new Map(rows.map((row, index) => [row.id, index]))]),
  )
  const newId = (table: string, id: unknown, n: number) =>
    typeof id === 'number'
      ? bases.get(table)! + (n - first) * tables.get(table)!.length + position.get(table)!.get(id)!
      : `${String(id)}-c${n}`
  const moved = (table: string) => keys.filter((key) => key.table === table && tables.has(key.references))
  for (const [table, rows] of tables) {
    const references = moved(table)
    for (let from = first; from < first + copies; from += 2_000) {
      const batch: Row[] = []
      for (let n = from; n < Math.min(first + copies, from + 2_000); n += 1) {
        const published = new Date(startAt.getTime() - n * 60_000).toISOString()
        for (const row of rows) {
          const next: Row = { ...row, id: newId(table, row.id, n) }
          // A version's block and array rows keep their rows' ids in `_uuid`: an update saves them back as ids.
          if (typeof row._uuid === 'string') next._uuid = newId(table, row._uuid, n)
          for (const key of references)
            if (row[key.column] != null) next[key.column] = newId(key.references, row[key.column], n)
          for (const field of ['path', 'version_path'])
            if (typeof row[field] === 'string') next[field] = `${row[field]}-${n}`
          for (const field of ['title', 'version_title'])
            if (typeof row[field] === 'string') next[field] = `${row[field]} ${n}`
          for (const field of ['published_at', 'version_published_at'])
            if (row[field]) next[field] = published
          batch.push(next)
        }
      }
      await client.query(
        `INSERT INTO "${table}" SELECT * FROM json_populate_recordset(null::"${table}", $1::json)`,
        [JSON.stringify(batch)],
      )
    }
  }
  for (const table of bases.keys())
    await client.query(
      `SELECT setval(pg_get_serial_sequence('"${table}"', 'id'), (SELECT max(id) FROM "${table}"))`,
    )
}

const started = Date.now()
const made = await templates()
const copying = Date.now()
const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
await client.connect()
const keys = await foreignKeys(client)
const now = new Date()
let numbered = 1
for (const [collection, wanted] of [
  ['stories', stories],
  ['pages', pages],
] as const) {
  const { translated: full, plain, existing } = made[collection]
  const missing = Math.max(0, wanted - existing)
  const translatedCopies = Math.round(missing * translated)
  await copy(client, keys, collection, full, numbered, translatedCopies, now)
  numbered += translatedCopies
  await copy(client, keys, collection, plain, numbered, missing - translatedCopies, now)
  numbered += missing - translatedCopies
}
await client.query('ANALYZE')
await client.end()
const seconds = (from: number, to = Date.now()) => ((to - from) / 1000).toFixed(1)
console.log(
  `Seeded ${stories} stories and ${pages} pages in ${seconds(started)} s (the demo ${seconds(started, copying)} s, the copies ${seconds(copying)} s).`,
)
process.exit(0)
