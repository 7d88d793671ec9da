// Drizzle as both of Payload's SQL adapters (SQLite and PostgreSQL) expose it: one query builder API for either dialect,
// for the reads that go straight to the tables (issue #34: the sitemap's entries, the entries' snapshots).
import { and, type asc, eq, isNull, type SQL } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import type { EntryCollection } from './entryUrl'

export type Column = Parameters<typeof asc>[0]

export interface SqlAdapter {
  tables: Record<string, Record<string, Column>>
  drizzle: {
    select(fields: Record<string, Column | SQL>): {
      from(table: unknown): SelectQuery
    }
  }
}

export interface SelectQuery extends PromiseLike<Record<string, unknown>[]> {
  leftJoin(table: unknown, on: SQL): SelectQuery
  where(condition: SQL | undefined): SelectQuery
  groupBy(...columns: SQL[]): SelectQuery
  orderBy(...columns: SQL[]): Promise<Record<string, unknown>[]>
}

export const sqlAdapter = (payload: Payload) => payload.db as unknown as SqlAdapter

/** A timestamp as both adapters read it (SQLite an ISO string, PostgreSQL its own text), in ISO; '' when unreadable. */
export function isoTime(value: unknown): string {
  const time = new Date(String(value))
  return Number.isNaN(time.getTime()) ? '' : time.toISOString()
}

/** An entry collection's two tables (the entry, its localized fields), with the columns these reads use. */
export function entryTables({ tables }: SqlAdapter, collection: EntryCollection) {
  return {
    entries: tables[collection] as Record<
      'id' | 'updatedAt' | 'deletedAt' | '_status' | 'meta_noIndex',
      Column
    >,
    locales: tables[`${collection}_locales`] as Record<'_parentID' | '_locale' | 'path', Column>,
  }
}

/**
 * What the public reads of an entry, in SQL: published, not in the trash (as `readable()` and Payload's trash say it to
 * Payload; tests/integration/content.test.ts holds the two equal).
 */
export const publicRows = (entries: ReturnType<typeof entryTables>['entries']) =>
  and(eq(entries._status, 'published'), isNull(entries.deletedAt))
