// Issue #30: where a stored value enters the site. Payload's SQL adapters decode each column and then format dates with
// `new Date(value).toISOString()`, which throws on a date that is not one (SQLite text, PostgreSQL 'infinity' or a
// year past JavaScript's): one such value made every read of its entry, and every list holding it, a 500. Each column's
// decoder hands up a marker instead of throwing (read as unset by ./readBack.ts), and writes the marker back as NULL.
import { isMalformed, malformed } from './malformed'

interface Column {
  mapFromDriverValue: (value: unknown) => unknown
  mapToDriverValue: (value: unknown) => unknown
}

type RawTables = Record<string, { columns: Record<string, { type: string }> }>

/** Both adapters call their schema hooks with the adapter (SQLite's hook type leaves it out). */
interface SchemaHookArgs<S> {
  adapter?: unknown
  schema: S
}

/** Whether Payload's read transform can format this decoded date column value. */
function readableDate(value: unknown): boolean {
  if (typeof value !== 'string') return value === null || value === undefined || value instanceof Date
  return !Number.isNaN(new Date(value).getTime())
}

function harden(column: Column, isDate: boolean): void {
  const decode = column.mapFromDriverValue.bind(column)
  const encode = column.mapToDriverValue.bind(column)
  column.mapFromDriverValue = (value) => {
    try {
      const decoded = decode(value)
      return isDate && !readableDate(decoded) ? malformed(value) : decoded
    } catch {
      return malformed(value)
    }
  }
  // A marker Payload copied from a stored document into a save (other locales, unchanged rows) is written as unset.
  column.mapToDriverValue = (value) => (isMalformed(value) ? null : encode(value))
}

/** The adapters' afterSchemaInit hook: every column of every table decodes without throwing. No schema change. */
export function decodeWithoutThrowing<S extends { tables: Record<string, unknown> }>({
  adapter,
  schema,
}: SchemaHookArgs<S>): S {
  const { rawTables } = adapter as { rawTables: RawTables }
  for (const [tableName, rawTable] of Object.entries(rawTables)) {
    const table = schema.tables[tableName] as Record<string, Column | undefined> | undefined
    if (!table) continue
    for (const [key, rawColumn] of Object.entries(rawTable.columns)) {
      const column = table[key]
      if (column && typeof column.mapFromDriverValue === 'function')
        harden(column, rawColumn.type === 'timestamp')
    }
  }
  return schema
}
