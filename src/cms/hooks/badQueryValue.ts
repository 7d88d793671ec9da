// Issue #21: a value in a REST request that the database cannot bind to its column (an id that is not a number, a
// date that is not a date) is the client's mistake. Payload's SQL adapters let it fail in the driver, which Payload
// answers with 500; this root afterError hook answers 400 instead, and leaves every other error alone.
import { type AfterErrorHook, defaultLoggerOptions } from 'payload'
import { type DestinationStream, type Logger, pino } from 'pino'

// SQLite (libsql): what the driver throws for NaN, Infinity or undefined parameters.
const sqliteBindingError = /Only finite numbers|cannot be passed as argument to the database/
// PostgreSQL: invalid text representation, invalid datetime format, datetime or numeric field overflow.
const postgresInputCodes = new Set(['22P02', '22007', '22008', '22003'])

/** Whether an error, or one of its causes, is a parameter the database refused for its type. */
export function isBadQueryValue(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    const { message, code } = cause as { message?: unknown; code?: unknown }
    if (
      (cause instanceof RangeError || cause instanceof TypeError) &&
      sqliteBindingError.test(String(message))
    )
      return true
    if (typeof code === 'string' && postgresInputCodes.has(code)) return true
    cause = (cause as { cause?: unknown }).cause
  }
  return false
}

/** What the client is told, and what the log says, of such a value. */
const refusal = 'A value in the request does not fit its field'

export const badQueryValueIsBadRequest: AfterErrorHook = ({ error }) =>
  isBadQueryValue(error) ? { status: 400, response: { errors: [{ message: `${refusal}.` }] } } : undefined

/**
 * Payload logs a failed query before its afterError hooks run, at ERROR with the whole SQL statement (30 KB for a
 * page): for a refused value that is the client's mistake, so it is logged at INFO in one line, like Payload's other
 * refusals (payload.config.ts loggingLevels). Every other error keeps its level. The format is Payload's own.
 */
export function refusedValuesAtInfo(destination: DestinationStream = defaultLoggerOptions): Logger {
  return pino(
    {
      hooks: {
        logMethod(args, method, level) {
          const [first] = args as unknown[]
          const err = first && typeof first === 'object' ? (first as { err?: unknown }).err : undefined
          if (level < this.levels.values.error! || !isBadQueryValue(err)) return method.apply(this, args)
          let cause = err as { cause?: unknown; message?: unknown }
          while (cause.cause && typeof cause.cause === 'object') cause = cause.cause as typeof cause
          this.info(`${refusal}: ${String(cause.message)}`)
        },
      },
    },
    destination,
  )
}
