// Issue #30 "a save that fails stores nothing": Payload's SQLite adapter runs without transactions unless asked, so a
// save that failed half way (a version written, its read-back failing) stayed stored. With transactions on, SQLite
// still allows one writer at a time, and libsql runs each statement synchronously on the event loop: a second
// transaction waiting for the write lock would block the process (busy_timeout) or fail at once (SQLITE_BUSY). So
// Payload's transactions on SQLite take turns: each waits, without blocking, for the one before it to end.
import type { DatabaseAdapterObj } from 'payload'

type TransactionID = number | string | Promise<number | string | null | undefined> | null | undefined

/** A transaction waits this long for its turn before its operation fails (it is then rolled back like any error). */
export const TURN_TIMEOUT_MS = 30_000

export class TransactionTurnTimeout extends Error {
  constructor() {
    super(
      `The database stayed busy for ${TURN_TIMEOUT_MS / 1000} s. A hook that calls the Local API inside a save ` +
        'must pass the save’s `req`, or it waits for a transaction that waits for it.',
    )
    this.name = 'TransactionTurnTimeout'
  }
}

export function oneTransactionAtATime(
  adapterObject: DatabaseAdapterObj,
  timeoutMs = TURN_TIMEOUT_MS,
): DatabaseAdapterObj {
  return {
    ...adapterObject,
    init: (args) => {
      const adapter = adapterObject.init(args)
      const begin = adapter.beginTransaction.bind(adapter)
      const commit = adapter.commitTransaction.bind(adapter)
      const rollback = adapter.rollbackTransaction.bind(adapter)
      const turns = new Map<number | string, () => void>()
      let last: Promise<void> = Promise.resolve()

      adapter.beginTransaction = async (options) => {
        let release!: () => void
        const mine = new Promise<void>((resolve) => (release = resolve))
        const before = last
        last = before.then(() => mine)
        let timer: NodeJS.Timeout | undefined
        const waited = await Promise.race([
          before.then(() => true),
          new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs))),
        ])
        clearTimeout(timer)
        if (!waited) {
          // Those after this one go on when the one before it ends.
          void before.then(release)
          throw new TransactionTurnTimeout()
        }
        try {
          const id = await begin(options)
          if (id === null || id === undefined) release()
          else turns.set(id, release)
          return id
        } catch (error) {
          release()
          throw error
        }
      }

      const ending =
        (end: (id: TransactionID) => Promise<void>) =>
        async (incoming: TransactionID): Promise<void> => {
          const id = incoming instanceof Promise ? await incoming : incoming
          try {
            await end(id)
          } finally {
            if (id !== null && id !== undefined) {
              turns.get(id)?.()
              turns.delete(id)
            }
          }
        }
      adapter.commitTransaction = ending(commit as (id: TransactionID) => Promise<void>)
      adapter.rollbackTransaction = ending(rollback as (id: TransactionID) => Promise<void>)
      return adapter
    },
  }
}
