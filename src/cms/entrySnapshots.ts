// Issue #34: the public's read of an entry in a locale, kept once read. Payload's find joins every block's table and
// builds the entry from the rows, ~half of a first render's time; a render that finds a current snapshot reads one row
// instead. Kept in Payload's key-value table (`payload-kv`), in the database every instance shares, so it outlives a
// restart and serves the renders of every instance: a global's sweep over every page, a page whose lifetime is up, the
// lists and related stories a publish shifts, a new instance.
//
// A snapshot is current while the entry's row says the same `updatedAt` (every publish, unpublish or trashing changes
// it), the media and forms entries show (depth 1) have not changed since it was read (`renewSnapshots`), and the build
// is the one that read it (its config shapes the document). Anything else reads through Payload and keeps the answer.
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { and, eq, inArray, or } from '@payloadcms/db-sqlite/drizzle'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Payload, PayloadRequest } from 'payload'

import { defaultLocale, type Locale } from '@/i18n/locales'

import { type EntryCollection, entryHref } from './entryUrl'
import { type Column, entryTables, isoTime, publicRows, sqlAdapter } from './sqlAdapter'

export type Paths = Partial<Record<Locale, string>>

/** What a lookup of (locale, path) answers (src/cms/content.ts `EntryLookup`). */
export type Lookup<T> =
  { kind: 'found'; entry: T; paths: Paths } | { kind: 'redirect'; location: string } | { kind: 'missing' }

interface Snapshot<T> {
  entry: T
  paths: Paths
  updatedAt: string
  generation: string | null
  build: string
}

const kvSlug = 'payload-kv'
const prefix = 'entry-snapshot'
const generationKey = `${prefix}:generation`
/** The key of an entry's snapshot in a locale. */
export const snapshotKey = (collection: EntryCollection, id: number, locale: Locale) =>
  `${prefix}:${collection}:${id}:${locale}`

let build: string | null | undefined
/** The build whose config shaped the documents; none under `next dev`, whose code changes without one. */
function currentBuild(): string | null {
  if (build !== undefined) return build
  if (process.env.NODE_ENV === 'development') return (build = null)
  // Vitest runs the app's sources, not a build: its process is the one "build".
  if (process.env.VITEST) return (build = `vitest-${process.pid}`)
  try {
    build = readFileSync(path.join(process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'), 'utf8').trim()
  } catch {
    build = null
  }
  return build
}

/** The published entry a lookup matched in SQL: its row's `updatedAt`, and whether `path` is its own in the locale. */
export interface Match {
  id: number
  updatedAt: string
  own: boolean
}

/** The published entry that answers `path` in `locale`: by its own path there, or its en-gb one shown there (§2). */
async function publishedMatch(
  payload: Payload,
  collection: EntryCollection,
  locale: Locale,
  path: string,
): Promise<Match | undefined> {
  const adapter = sqlAdapter(payload)
  const { entries, locales } = entryTables(adapter, collection)
  const rows = await adapter.drizzle
    .select({ id: entries.id, updatedAt: entries.updatedAt, locale: locales._locale })
    .from(entries)
    .leftJoin(locales, eq(locales._parentID, entries.id))
    .where(
      and(
        publicRows(entries),
        eq(locales.path, path),
        or(eq(locales._locale, locale), eq(locales._locale, defaultLocale)),
      ),
    )
  const row = rows.find((each) => each.locale === locale) ?? rows[0]
  return row && { id: Number(row.id), updatedAt: isoTime(row.updatedAt), own: row.locale === locale }
}

const writes = new Set<Promise<void>>()

/** Settles when every snapshot begun so far is written (or failed): for tests. */
export async function snapshotsWritten() {
  await Promise.all(writes)
}

/** Drizzle's insert as both adapters' transactions expose it, with the key-value table's upsert on its key. */
interface Insertable {
  insert(table: unknown): {
    values(row: Record<string, unknown>): {
      onConflictDoUpdate(config: { target: Column; set: Record<string, unknown> }): Promise<unknown>
    }
  }
}

/** Upserts a key-value row, one statement in its own transaction, so on SQLite it takes its turn with the saves. */
async function keep(payload: Payload, key: string, data: Snapshot<unknown>) {
  const adapter = payload.db as unknown as {
    sessions: Record<string, { db: Insertable }>
    drizzle: Insertable
  }
  const kv = sqlAdapter(payload).tables.payload_kv as Record<'key' | 'data', Column>
  const transactionID = await payload.db.beginTransaction()
  try {
    const db = transactionID ? adapter.sessions[transactionID]!.db : adapter.drizzle
    await db.insert(kv).values({ key, data }).onConflictDoUpdate({ target: kv.key, set: { data } })
    if (transactionID) await payload.db.commitTransaction(transactionID)
  } catch (error) {
    if (transactionID) await payload.db.rollbackTransaction(transactionID)
    // Another render keeping the same snapshot at once (a variation's, another instance's) may win the insert.
    console.warn(`[cms] the snapshot ${key} was not kept: ${String((error as Error)?.message ?? error)}`)
  }
}

/**
 * The public's lookup of (locale, path): from the entry's snapshot when it is current, else `read` (Payload's
 * lookup, told the entry matched when there is one), whose answer is kept for the next render. Drafts never come here.
 */
export async function throughSnapshot<T extends { id: number; updatedAt: string }>(
  payload: Payload,
  collection: EntryCollection,
  locale: Locale,
  path: string,
  read: (match?: Match) => Promise<Lookup<T>>,
): Promise<Lookup<T>> {
  const build = currentBuild()
  const match = build ? await publishedMatch(payload, collection, locale, path) : undefined
  // No published entry answers it: Payload says so (or finds what this read does not know of).
  if (!build || !match) return read()
  const key = snapshotKey(collection, match.id, locale)
  const { drizzle, tables } = sqlAdapter(payload)
  const kv = tables.payload_kv as Record<'key' | 'data', Column>
  const rows = await drizzle
    .select({ key: kv.key, data: kv.data })
    .from(kv)
    .where(inArray(kv.key, [key, generationKey]))
  const generation =
    (rows.find((row) => row.key === generationKey)?.data as { value?: string })?.value ?? null
  const kept = rows.find((row) => row.key === key)?.data as Snapshot<T> | undefined
  if (
    kept?.build === build &&
    kept.generation === generation &&
    kept.updatedAt === match.updatedAt &&
    kept.entry?.id === match.id
  ) {
    // §2: an en-gb path asked for in a locale that has its own path redirects there.
    const own = kept.paths[locale]
    if (!match.own && own && own !== path)
      return { kind: 'redirect', location: entryHref(collection, locale, own) }
    return { kind: 'found', entry: kept.entry, paths: kept.paths }
  }
  const lookup = await read(match)
  // Kept only when Payload read the row this lookup matched, as it stood: a publish since then changed `updatedAt`.
  if (
    lookup.kind === 'found' &&
    lookup.entry.id === match.id &&
    isoTime(lookup.entry.updatedAt) === match.updatedAt
  ) {
    const data = { entry: lookup.entry, paths: lookup.paths, updatedAt: match.updatedAt, generation, build }
    const write = keep(payload, key, data)
    writes.add(write)
    void write.finally(() => writes.delete(write))
  }
  return lookup
}

/**
 * Media and forms are read into the entries that show them (depth 1): a change of one makes every snapshot old. Runs in
 * the change's transaction, so a snapshot read before it commits carries the old generation and is never served.
 */
async function renew(req: PayloadRequest) {
  await req.payload.db.upsert({
    collection: kvSlug,
    data: { key: generationKey, data: { value: randomUUID() } },
    where: { key: { equals: generationKey } },
    req,
    returning: false,
  })
}

export const renewSnapshots: {
  afterChange: CollectionAfterChangeHook
  afterDelete: CollectionAfterDeleteHook
} = {
  afterChange: async ({ doc, req }) => {
    await renew(req)
    return doc
  },
  afterDelete: async ({ doc, req }) => {
    await renew(req)
    return doc
  },
}
