// Issue #34: Payload keeps a collection's localized fields in `<table>_locales` with one index, unique on
// (_locale, _parent_id), but reads an entry's locales by `_parent_id` alone, which that index serves only by scanning it
// whole: on PostgreSQL with 10,000 stories 0.23 ms and 85 buffers a story, so a stories list page 90 deep in the list
// took 0.9 s (and its cost estimate made PostgreSQL compile the query, another 0.2 s). Each locales table gets an index
// on `_parent_id` (a schema hook of both adapters; the migrations hold it like any other index).
type ExtendTable = (args: { table: never; extraConfig: (table: Record<string, unknown>) => object }) => void
type IndexBuilder = (name: string) => { on(column: never): unknown }

export function localesByParent(index: IndexBuilder) {
  return <S extends { tables: Record<string, unknown> }>({
    extendTable,
    schema,
  }: {
    extendTable: ExtendTable
    schema: S
  }): S => {
    for (const [name, table] of Object.entries(schema.tables)) {
      if (!name.endsWith('_locales') || !('_parentID' in (table as object))) continue
      const indexName = `${name}_parent_id_idx`
      extendTable({
        table: table as never,
        extraConfig: (columns) => ({ [indexName]: index(indexName).on(columns._parentID as never) }),
      })
    }
    return schema
  }
}
