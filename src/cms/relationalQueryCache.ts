// Issue #34: Payload reads an entry through one Drizzle relational query that joins every block's table, and Drizzle
// builds its SQL text anew for every read (on PostgreSQL ~24 ms of a 47 ms page read, 72 KB of text; ~12 % of the
// seed's CPU on SQLite), though between reads of the same shape only the values change. This keeps the text per shape:
// the query's configuration without its values is the key, and a read's values go where a build put stand-ins for them.
import { createHash } from 'node:crypto'

import { LRUCache } from 'lru-cache'
import type { DatabaseAdapterObj } from 'payload'

const entityKind = Symbol.for('drizzle:entityKind')
const tableName = Symbol.for('drizzle:Name')
const tableSchema = Symbol.for('drizzle:Schema')

interface Built {
  sql: string
  params: unknown[]
  typings?: unknown[]
}
interface ToSQL {
  query: { selection: unknown }
  builtQuery: Built
}
interface RelationalQuery {
  config: unknown
  schema: object
  tableConfig: { tsName: string }
  _toSQL(): ToSQL
}
interface Kept extends Built {
  query: ToSQL['query']
  /** The PostgreSQL prepared statement's name, once the shape has one. */
  name?: string
  reads: number
  /** For each value of the shape, in the key's order: where the query has it (values not listed stay as built). */
  positions: number[][]
  /** The kinds of values (`valueKinds`) with which a read from this text was checked against Drizzle's build. */
  verified?: Set<string>
}
/** Where a value came from, to put a stand-in there for one build. */
interface Slot {
  set(standIn: unknown): void
  restore(): void
  numeric?: boolean
}

const kindsByConstructor = new Map<unknown, Set<string>>()
/** As Drizzle's `is()`: the kinds of a value's class and of every class it extends. */
function kinds(value: object): Set<string> {
  const constructor = value.constructor
  let found = kindsByConstructor.get(constructor)
  if (!found) {
    found = new Set()
    for (let c = constructor as { [entityKind]?: string } | null; c; c = Object.getPrototypeOf(c)) {
      if (Object.hasOwn(c, entityKind)) found.add(c[entityKind]!)
    }
    kindsByConstructor.set(constructor, found)
  }
  return found
}
const isDrizzle = (value: unknown): value is object =>
  value !== null && typeof value === 'object' && entityKind in value.constructor

// A relational `orderBy` function is called with stand-ins for the table's columns and its operators.
const field = Symbol('field')
const fields = new Proxy({}, { get: (_, name) => ({ [field]: String(name) }) })
const orderOperators = {
  asc: (column: unknown) => ({ [field]: 'asc', column }),
  desc: (column: unknown) => ({ [field]: 'desc', column }),
}
const identity = { mapToDriverValue: (value: unknown) => value }

/** A shape's key, and its values in the key's order (as the driver gets them) with where each came from. */
class Shape {
  key = ''
  values: unknown[] = []
  slots: (Slot | undefined)[] = []

  value(value: unknown, slot: Slot | undefined) {
    this.key += '?'
    this.values.push(value)
    this.slots.push(slot)
  }

  /** An SQL chunk as Drizzle renders it (`buildQueryFromSourceParams`): text in the key, values out of it. */
  chunk(chunk: unknown, holder?: unknown[], index = 0): void {
    if (chunk === undefined) return void (this.key += 'u')
    if (Array.isArray(chunk)) {
      this.key += '['
      chunk.forEach((item, i) => this.chunk(item, chunk, i))
      return void (this.key += ']')
    }
    if (chunk !== null && typeof chunk === 'object' && field in chunk) return this.marker(chunk)
    if (!isDrizzle(chunk)) {
      if (!holder) throw new Error('value outside SQL')
      const set = (value: unknown) => void (holder[index] = value)
      return this.value(chunk, { set, restore: () => set(chunk) })
    }
    const kind = kinds(chunk)
    const node = chunk as Record<string | symbol, unknown>
    if (kind.has('StringChunk')) return void (this.key += JSON.stringify(node.value))
    if (kind.has('Name')) return void (this.key += `N${JSON.stringify(node.value)}`)
    if (kind.has('SQL')) {
      if (node.shouldInlineParams) throw new Error('inlined values')
      this.key += 'S('
      this.chunk(node.queryChunks)
      return void (this.key += ')')
    }
    if (kind.has('SQL.Aliased')) {
      this.key += `A${JSON.stringify(node.fieldAlias)}(`
      this.chunk(node.sql)
      return void (this.key += ')')
    }
    if (kind.has('Param')) return this.param(node as { value: unknown; encoder: typeof identity })
    if (kind.has('Column')) {
      const table = node.table as Record<symbol, unknown>
      return void (this.key += `C${String(table[tableSchema])}.${String(table[tableName])}.${String(node.name)}`)
    }
    if (kind.has('Table'))
      return void (this.key += `T${String(node[tableSchema])}.${String(node[tableName])}`)
    throw new Error([...kind].join(' '))
  }

  param(param: { value: unknown; encoder: typeof identity }) {
    const { value, encoder } = param
    if (isDrizzle(value)) throw new Error('placeholder')
    const mapped = value === null ? null : encoder.mapToDriverValue(value)
    if (isDrizzle(mapped)) throw new Error('value mapped to SQL')
    // The stand-in reaches the query as it is (its encoder might not take it); the typings come from the real build.
    const set = (standIn: unknown, by: typeof identity) =>
      Object.assign(param, { value: standIn, encoder: by })
    this.value(mapped, { set: (standIn) => set(standIn, identity), restore: () => set(value, encoder) })
  }

  marker(chunk: object) {
    const { [field]: name, column } = chunk as { [field]: string; column?: unknown }
    this.key += `M${name}(`
    if (column !== undefined) this.chunk(column)
    this.key += ')'
  }

  /** A relational query's configuration (`findMany`'s argument, and each `with` relation's), in Drizzle's order. */
  config(config: unknown): void {
    if (config === true) return void (this.key += 'T')
    if (config === null || typeof config !== 'object') throw new Error('relation')
    const options = config as Record<string, unknown>
    this.key += '{'
    for (const [name, value] of Object.entries(options)) {
      this.key += `${name}:`
      // No `columns` selects every column, and `columns: {}` none; a null limit is rendered, an undefined one not.
      if (value === undefined || value === null) this.key += value === null ? 'n' : 'u'
      else if (name === 'columns' || name === 'with') {
        for (const [key, option] of Object.entries(value)) {
          this.key += `${JSON.stringify(key)}=`
          if (name === 'with' && option && typeof option === 'object') this.config(option)
          else this.key += option === undefined ? 'u' : option ? '1' : '0'
        }
      } else if (name === 'extras' || name === 'where') {
        if (typeof value === 'function') throw new Error(`${name} function`)
        if (name === 'where') this.chunk(value)
        else
          for (const [key, extra] of Object.entries(value)) {
            this.key += `${JSON.stringify(key)}=`
            this.chunk(extra)
          }
      } else if (name === 'orderBy') {
        this.chunk(
          typeof value === 'function'
            ? (value as (...args: unknown[]) => unknown)(fields, orderOperators)
            : value,
        )
      } else if (name === 'limit' || name === 'offset') {
        // Drizzle leaves out a limit below 0 and an offset of 0, so the sign is the shape's; only a positive number
        // varies (a zero is the same in every read of the shape).
        if (typeof value !== 'number' && value !== undefined) throw new Error(name)
        if (typeof value === 'number') {
          this.key += value > 0 ? '+' : value === 0 ? '0' : '-'
          const set = (number: unknown) => void (options[name] = number)
          this.value(value, value > 0 ? { set, restore: () => set(value), numeric: true } : undefined)
        }
      } else throw new Error(name)
      this.key += ';'
    }
    this.key += '}'
  }
}

/**
 * Where each of the shape's values sits in the query `built` from it: the query is built once more with a distinct
 * stand-in for each value, and the stand-ins looked for. Undefined if that build's text differs.
 */
function positionsOf(shape: Shape, built: Built, build: () => ToSQL): number[][] | undefined {
  const standIns = shape.slots.map((slot, i) => (slot?.numeric ? 2 ** 40 + i : `\u0000kept value ${i}`))
  let probe: Built
  try {
    shape.slots.forEach((slot, i) => slot?.set(standIns[i]))
    probe = build().builtQuery
  } catch {
    return undefined
  } finally {
    for (const slot of shape.slots) slot?.restore()
  }
  if (probe.sql !== built.sql || probe.params.length !== built.params.length) return undefined
  return shape.slots.map((slot, i) =>
    slot ? probe.params.flatMap((param, at) => (param === standIns[i] ? [at] : [])) : [],
  )
}

/**
 * PostgreSQL parses and plans a 72 KB text anew for each unnamed query (a page read by id: ~10 ms kept, ~2.5 ms as a
 * prepared statement, measured); a kept text runs as a named prepared statement instead, which each pooled connection
 * parses once and, after five reads, may stop planning. Its name is the text's hash, so one text has one name whichever
 * cache entry holds it. Each connection keeps every statement it ran until the pool closes it (~90 bytes of its memory
 * per byte of text, measured), so a shape is named from its third read (not a one-off read in the admin) until the
 * named texts reach a budget.
 */
const named = Symbol('prepared statement')
const statementNames = new Set<string>()
export const preparedStatements = {
  /** DATABASE_PREPARED_STATEMENTS (src/config/site.ts), set when the adapter `keptRelationalQueries` wraps starts. */
  named: false,
  /** Characters of named text in all: at most ~45 MB of each pooled connection's memory. */
  budget: 500_000,
  used: 0,
}
function statementName(kept: Kept): string | undefined {
  if (!preparedStatements.named) return undefined
  if (kept.name || ++kept.reads < 2 || preparedStatements.used + kept.sql.length > preparedStatements.budget)
    return kept.name
  kept.name = `kept_${createHash('sha1').update(kept.sql).digest('hex')}`
  if (!statementNames.has(kept.name)) preparedStatements.used += kept.sql.length
  statementNames.add(kept.name)
  return kept.name
}

const keptBySchema = new WeakMap<object, LRUCache<string, Kept>>()
export const relationalQueryCounts = { built: 0, kept: 0, uncacheable: 0, verified: 0 }
/**
 * Tests set this: a read of a kept shape is built by Drizzle too, and must be the same query. The text is the shape's
 * and a value only goes to its positions, so what could differ between two reads is the kinds of their values: each
 * shape is checked once for each combination of kinds (issue #31: checking every read cost the PostgreSQL run ~16 %
 * of its CPU, the seed a third).
 */
export const relationalQueryChecks = { verify: process.env.RELATIONAL_QUERY_CACHE === 'verify' }
const valueKinds = (values: unknown[]) =>
  values
    .map((value) =>
      value === null
        ? 'null'
        : Array.isArray(value)
          ? `array ${value.length}`
          : Object.prototype.toString.call(value),
    )
    .join()

function toSQL(this: RelationalQuery, build: () => ToSQL): ToSQL {
  const shape = new Shape()
  shape.key = `${this.tableConfig.tsName}|`
  try {
    shape.config(this.config)
  } catch {
    // What the key cannot hold (a subquery, inlined values, a `where` function: each walk above throws on it) or trips
    // on (an encoder refusing a value, an `orderBy` function failing on the stand-ins), Drizzle builds as before.
    relationalQueryCounts.uncacheable++
    return build()
  }
  let kept = keptBySchema.get(this.schema)
  if (!kept) keptBySchema.set(this.schema, (kept = new LRUCache({ max: 500 })))
  const found = kept.get(shape.key)
  if (!found) {
    const built = build()
    relationalQueryCounts.built++
    const positions = positionsOf(shape, built.builtQuery, build)
    if (positions) kept.set(shape.key, { ...built.builtQuery, query: built.query, positions, reads: 0 })
    return built
  }
  relationalQueryCounts.kept++
  const params = [...found.params]
  shape.values.forEach((value, i) => {
    for (const at of found.positions[i]!) params[at] = value
  })
  const builtQuery = { sql: found.sql, params, typings: found.typings, [named]: statementName(found) }
  const answer = { query: found.query, builtQuery }
  if (relationalQueryChecks.verify) {
    const kinds = valueKinds(shape.values)
    if (!found.verified?.has(kinds)) {
      verify(answer.builtQuery, build().builtQuery, shape.key)
      ;(found.verified ??= new Set()).add(kinds)
    }
  }
  return answer
}

function verify(kept: Built, built: Built, key: string) {
  const same = (a: unknown[] = [], b: unknown[] = []) =>
    a.length === b.length &&
    a.every((value, i) => value === b[i] || JSON.stringify(value) === JSON.stringify(b[i]))
  if (kept.sql !== built.sql || !same(kept.params, built.params) || !same(kept.typings, built.typings))
    throw new Error(
      `The kept relational query differs from Drizzle's (${key.slice(0, 120)}…): ` +
        `${JSON.stringify(kept.params)} against ${JSON.stringify(built.params)}`,
    )
  relationalQueryCounts.verified++
}

type Drizzle = { query: Record<string, { findMany(config?: object): unknown }>; session?: object }

/** Payload's SQL adapter (either dialect), whose relational queries keep their SQL text once it has connected. */
export function keptRelationalQueries(
  adapterObject: DatabaseAdapterObj,
  options = { preparedStatements: false },
): DatabaseAdapterObj {
  return {
    ...adapterObject,
    init: (args) => {
      preparedStatements.named = options.preparedStatements
      const adapter = adapterObject.init(args) as ReturnType<DatabaseAdapterObj['init']> & {
        drizzle: Drizzle
      }
      const connect = adapter.connect
      adapter.connect = async function (this: typeof adapter, ...options) {
        await connect?.apply(this, options)
        keepRelationalQueries(adapter.drizzle)
      }
      return adapter
    },
  }
}

type PrepareQuery = (
  query: { [named]?: string },
  fields: unknown,
  name?: string,
  ...rest: unknown[]
) => unknown

const patched = new WeakSet<object>()
/** Patches the relational query class of this Drizzle instance (the server's bundle has its own copy of Drizzle). */
function keepRelationalQueries(drizzle: Drizzle) {
  // RELATIONAL_QUERY_CACHE=off: Drizzle builds every query (to measure against).
  if (process.env.RELATIONAL_QUERY_CACHE === 'off') return
  const anyTable = Object.values(drizzle.query)[0]
  if (!anyTable) return
  const prototype = Object.getPrototypeOf(anyTable.findMany()) as RelationalQuery
  if (!patched.has(prototype)) {
    patched.add(prototype)
    const original = prototype._toSQL
    prototype._toSQL = function (this: RelationalQuery) {
      return toSQL.call(this, () => original.call(this))
    }
  }
  // node-postgres prepares a query that has a name once per connection (SQLite's sessions take no name).
  const session = drizzle.session
  if (!session || !kinds(session).has('NodePgSession')) return
  const sessionPrototype = Object.getPrototypeOf(session) as { prepareQuery: PrepareQuery }
  if (patched.has(sessionPrototype)) return
  patched.add(sessionPrototype)
  const prepareQuery = sessionPrototype.prepareQuery
  sessionPrototype.prepareQuery = function (query, fields, name, ...rest) {
    const kept = preparedStatements.named ? query[named] : undefined
    return prepareQuery.call(this, query, fields, name ?? kept, ...rest)
  }
}
