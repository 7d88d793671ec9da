// Issue #31: @libsql/client opens a new SQLite connection for every transaction (and drops it after) and compiles
// every statement anew. Payload's queries are long (a page joins every block's table), so compiling took ~10 s of the
// seed's ~35 s of CPU: 9,578 compilations, 7,135 of them of SQL compiled before, only 90 on the same connection.
// Here transactions borrow a connection from a pool and give it back, and each connection keeps its compiled
// statements (SQLite compiles one again by itself after a schema change).
import {
  type Client,
  type Config,
  createClient,
  type InStatement,
  type Transaction,
  type TransactionMode,
} from '@libsql/client'
import Database from 'libsql'
import { LRUCache } from 'lru-cache'
import type { DatabaseAdapterObj } from 'payload'

/** Compiled statements kept per connection: the seed compiles ~2,700 distinct ones, most of them once. */
export const STATEMENTS_PER_CONNECTION = 512

type Connection = Database.Database
interface Compiled {
  /** The schema changes this process had made when the statements were compiled. */
  schema: number
  statements: LRUCache<string, Database.Statement>
}

/** Marks the patched `prepare`, so that a second copy of this module (Next's bundle, a test's) does not wrap it again. */
const patched = Symbol.for('lumibook.keptStatements')

/** SQL that changes the schema: a statement compiled before it names the columns of before (`SELECT *`). */
const schemaChange = /^\s*(?:CREATE|ALTER|DROP)\b/i

/** SQL that begins or ends a transaction. */
const transactionControl = /^\s*(?:BEGIN|COMMIT|END|ROLLBACK)\b/i

/**
 * A statement run by libsql's `exec`, which frees it even when it fails. libsql has no way to reset a statement, and
 * a failed one stays active until the garbage collector frees it: a COMMIT refused by a deferred foreign key, once
 * rolled back, still kept a lock that no other connection's COMMIT got past.
 */
function runByExec(connection: Connection, sql: string): Database.Statement {
  const statement = {
    reader: false,
    safeIntegers: () => statement,
    raw: () => {
      throw new TypeError('The statement does not return data')
    },
    run: () => {
      connection.exec(sql)
      return { changes: 0, lastInsertRowid: 0 }
    },
  }
  return statement as unknown as Database.Statement
}

/**
 * libsql's `prepare` returns the connection's kept statement for the same SQL, if it returns rows, and transaction
 * control run by `exec`. @libsql/client runs each one to its end before it prepares the next, synchronously, so no
 * statement is in use twice at once. One that fails is dropped, and writes without rows are never kept: a failed
 * statement stays active until it is freed, and an active statement keeps its connection's read lock, which no other
 * connection's COMMIT gets past. A schema change (a migration) drops what every connection kept.
 */
function keepCompiledReads() {
  type Prepare = (this: Connection, sql: string) => Database.Statement
  const prepare = Database.prototype.prepare as Prepare & { [patched]?: true }
  if (prepare[patched]) return
  const compiled = new WeakMap<Connection, Compiled>()
  let schema = 0
  const cached: Prepare = function (sql) {
    if (transactionControl.test(sql)) return runByExec(this, sql)
    if (schemaChange.test(sql)) {
      schema += 1
      return prepare.call(this, sql)
    }
    let own = compiled.get(this)
    if (own?.schema !== schema) {
      // A connection compiles against the schema it last read; a statement run reads the changed one.
      if (own) prepare.call(this, 'SELECT count(*) FROM sqlite_master').all()
      own = { schema, statements: new LRUCache({ max: STATEMENTS_PER_CONNECTION }) }
      compiled.set(this, own)
    }
    const kept = own.statements.get(sql)
    if (kept) return kept
    const statement = prepare.call(this, sql)
    if (!statement.reader) return statement
    const { statements } = own
    const all = statement.all.bind(statement)
    statement.all = (...parameters: unknown[]) => {
      try {
        return all(...parameters)
      } catch (error) {
        statements.delete(sql)
        throw error
      }
    }
    statements.set(sql, statement)
    return statement
  }
  Database.prototype.prepare = Object.assign(cached, { [patched]: true as const }) as never
}

const begin: Record<TransactionMode, string> = {
  write: 'BEGIN IMMEDIATE',
  read: 'BEGIN TRANSACTION READONLY',
  deferred: 'BEGIN DEFERRED',
}

/**
 * A libsql client that recycles its connections. As @libsql/client's own, a transaction takes the connection that
 * served the reads so far and the reads move to another one (here an idle one, not a new one); a connection goes
 * back to the idle ones when its transaction ends. A statement that fails outside a transaction (a write refused with
 * SQLITE_BUSY while a transaction holds the lock) stays active until it is freed, and its connection's next read
 * would then hold a read lock no COMMIT gets past: that connection is left for the garbage collector.
 */
export function pooledClient(config: Config): Client {
  keepCompiledReads()
  const opened: Client[] = []
  const idle: Client[] = []
  const connection = () => {
    const pooled = idle.pop()
    if (pooled) return pooled
    const fresh = createClient(config)
    opened.push(fresh)
    return fresh
  }
  let reads = connection()
  let closed = false

  async function transaction(mode: TransactionMode = 'write'): Promise<Transaction> {
    const own = reads
    reads = connection()
    try {
      await own.execute(begin[mode])
    } catch (error) {
      idle.push(own)
      throw error
    }
    let open = true
    const end = async (sql: 'COMMIT' | 'ROLLBACK') => {
      if (!open) return
      open = false
      try {
        await own.execute(sql)
      } catch (error) {
        // A failed COMMIT leaves the transaction open: it ends here, before the connection goes back (clean: its
        // COMMIT ran by `exec`).
        await own.execute('ROLLBACK').catch(() => undefined)
        throw error
      } finally {
        idle.push(own)
      }
    }
    return {
      execute: (statement: InStatement) => own.execute(statement),
      batch: async (statements: InStatement[]) => {
        const results = []
        for (const statement of statements) results.push(await own.execute(statement))
        return results
      },
      executeMultiple: (sql: string) => own.executeMultiple(sql),
      commit: () => end('COMMIT'),
      rollback: () => end('ROLLBACK'),
      close: () => void end('ROLLBACK'),
      get closed() {
        return !open
      },
    }
  }

  async function onReads<T>(run: (own: Client) => Promise<T>): Promise<T> {
    const own = reads
    try {
      return await run(own)
    } catch (error) {
      if (reads === own) reads = connection()
      const index = opened.indexOf(own)
      if (index >= 0) opened.splice(index, 1)
      throw error
    }
  }

  return {
    execute: (statement: InStatement) => onReads((own) => own.execute(statement)),
    batch: (statements, mode) => onReads((own) => own.batch(statements, mode)),
    migrate: (statements) => onReads((own) => own.migrate(statements)),
    executeMultiple: (sql) => onReads((own) => own.executeMultiple(sql)),
    sync: () => reads.sync(),
    transaction,
    close() {
      closed = true
      for (const pooled of opened.splice(0)) pooled.close()
      idle.length = 0
    },
    get closed() {
      return closed
    },
    protocol: 'file',
  }
}

/** Payload's SQLite adapter on a pooled client (it opens its own only when it has none). */
export function pooledConnections(adapterObject: DatabaseAdapterObj): DatabaseAdapterObj {
  return {
    ...adapterObject,
    init: (args) => {
      const adapter = adapterObject.init(args) as ReturnType<DatabaseAdapterObj['init']> & {
        client?: Client
        clientConfig: Config
      }
      adapter.client = pooledClient(adapter.clientConfig)
      return adapter
    },
  }
}
