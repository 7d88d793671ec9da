// PostgreSQL identifiers are limited to 63 characters: these blocks' tables (and their arrays' tables, enums and
// indexes) take a short name under each collection's own table. A plain string dbName would instead name ONE table
// for every collection, whose parent key could point at one collection only.

/** The block's dbName: Payload passes the collection's (or its versions') table name. */
export function blockTableName(name: string) {
  return ({ tableName }: { tableName?: string }) => `${tableName}_blocks_${name}`
}
