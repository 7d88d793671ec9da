// Issue #21: values the database cannot bind are a 400; every other error keeps its status.
import { describe, expect, it } from 'vitest'

import { isBadQueryValue, refusedValuesAtInfo } from './badQueryValue'

const failedQuery = (cause: unknown) => Object.assign(new Error('Failed query: select …'), { cause })

describe('isBadQueryValue', () => {
  it('recognises the SQLite driver refusing NaN or undefined parameters, however deep the cause', () => {
    expect(
      isBadQueryValue(failedQuery(new RangeError('Only finite numbers (not Infinity or NaN) can be passed'))),
    ).toBe(true)
    expect(
      isBadQueryValue(failedQuery(new TypeError('undefined cannot be passed as argument to the database'))),
    ).toBe(true)
  })

  it('recognises PostgreSQL refusing a value for its type', () => {
    expect(
      isBadQueryValue(failedQuery(Object.assign(new Error('invalid input syntax'), { code: '22P02' }))),
    ).toBe(true)
  })

  it('leaves other failures (the database down, a constraint, a bug) as they are', () => {
    expect(
      isBadQueryValue(
        failedQuery(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
      ),
    ).toBe(false)
    expect(isBadQueryValue(failedQuery(Object.assign(new Error('duplicate key'), { code: '23505' })))).toBe(
      false,
    )
    expect(isBadQueryValue(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false)
    expect(isBadQueryValue(undefined)).toBe(false)
  })
})

describe('refusedValuesAtInfo', () => {
  /** The JSON lines the logger wrote. */
  function logged(write: (logger: ReturnType<typeof refusedValuesAtInfo>) => void) {
    const lines: { level: number; msg?: string; err?: unknown }[] = []
    write(refusedValuesAtInfo({ write: (line: string) => lines.push(JSON.parse(line)) }))
    return lines
  }

  it('logs a refused value at info, in one line without the statement, and every other error at error', () => {
    const lines = logged((logger) => {
      logger.error({
        err: failedQuery(new RangeError('Only finite numbers (not Infinity or NaN) can be passed')),
      })
      logger.error({
        err: failedQuery(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
      })
      logger.error('plain words')
      logger.info('news')
    })
    expect(lines.map(({ level }) => level)).toEqual([30, 50, 50, 30])
    expect(lines[0]).toMatchObject({
      msg: 'A value in the request does not fit its field: Only finite numbers (not Infinity or NaN) can be passed',
    })
    expect(JSON.stringify(lines[0])).not.toContain('select')
    expect(lines[1]).toHaveProperty('err')
  })
})
