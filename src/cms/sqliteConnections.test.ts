// Issue #31: SQLite transactions on pooled connections that keep their compiled statements, with libsql's meaning
// kept: a transaction's writes are its own until it commits, a rollback or a failed statement loses nothing after it.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Client } from '@libsql/client'
import Database from 'libsql'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'

import { pooledClient } from './sqliteConnections'

const folder = mkdtempSync(path.join(tmpdir(), 'sqlite-connections-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

let client: Client
let databases = 0
beforeEach(async () => {
  client?.close()
  databases += 1
  client = pooledClient({ url: `file:${path.join(folder, `${databases}.db`)}` })
  await client.execute('CREATE TABLE pages (id INTEGER PRIMARY KEY, title TEXT NOT NULL UNIQUE)')
})

const titles = async () =>
  (await client.execute('SELECT title FROM pages ORDER BY id')).rows.map(({ title }) => title)

describe('pooled SQLite connections', () => {
  it('runs one transaction after another on the same connection', async () => {
    const first = await client.transaction('write')
    // A temporary table lives on its connection alone: the next transaction sees it only on the same one.
    await first.execute('CREATE TEMP TABLE seen (n INTEGER)')
    await first.commit()
    const second = await client.transaction('write')
    expect((await second.execute('SELECT count(*) AS n FROM temp.seen')).rows[0]?.n).toBe(0)
    await second.commit()
  })

  it('compiles a statement once per connection', () => {
    const connection = new Database(path.join(folder, 'compiled.db'))
    expect(connection.prepare('SELECT 1')).toBe(connection.prepare('SELECT 1'))
    expect(connection.prepare('SELECT 2')).not.toBe(connection.prepare('SELECT 1'))
    expect(new Database(path.join(folder, 'compiled.db')).prepare('SELECT 1')).not.toBe(
      connection.prepare('SELECT 1'),
    )
  })

  it('keeps a transaction’s writes its own until it commits', async () => {
    const transaction = await client.transaction('write')
    await transaction.execute({ sql: 'INSERT INTO pages (title) VALUES (?)', args: ['Photo books'] })
    expect(await titles()).toEqual([])
    await transaction.commit()
    expect(transaction.closed).toBe(true)
    expect(await titles()).toEqual(['Photo books'])
  })

  it('loses a rolled-back transaction’s writes, and the next one on that connection starts clean', async () => {
    const failed = await client.transaction('write')
    await failed.execute({ sql: 'INSERT INTO pages (title) VALUES (?)', args: ['Draft'] })
    await expect(
      failed.execute({ sql: 'INSERT INTO pages (title) VALUES (?)', args: ['Draft'] }),
    ).rejects.toMatchObject({ code: 'SQLITE_CONSTRAINT_UNIQUE' })
    await failed.rollback()
    const next = await client.transaction('write')
    await next.batch([
      { sql: 'INSERT INTO pages (title) VALUES (?)', args: ['Photo prints'] },
      { sql: 'INSERT INTO pages (title) VALUES (?)', args: ['Stories'] },
    ])
    await next.commit()
    expect(await titles()).toEqual(['Photo prints', 'Stories'])
  })

  it('reads a changed table with a statement compiled before the change', async () => {
    const read = 'SELECT * FROM pages'
    expect((await client.execute(read)).columns).toEqual(['id', 'title'])
    const migration = await client.transaction('write')
    await migration.execute('ALTER TABLE pages ADD COLUMN path TEXT')
    await migration.commit()
    expect((await client.execute(read)).columns).toEqual(['id', 'title', 'path'])
  })
})
