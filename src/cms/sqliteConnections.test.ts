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
  it('recycles its connections: a transaction takes the one that served the reads, which serves them again later', async () => {
    // A temporary table lives on its connection alone.
    await client.execute('CREATE TEMP TABLE seen (n INTEGER)')
    const first = await client.transaction('write')
    expect((await first.execute('SELECT count(*) AS n FROM temp.seen')).rows[0]?.n).toBe(0)
    await first.commit()
    const second = await client.transaction('write')
    await second.commit()
    expect((await client.execute('SELECT count(*) AS n FROM temp.seen')).rows[0]?.n).toBe(0)
  })

  it('commits the open transaction and the next after a write outside them failed on the lock (SQLITE_BUSY)', async () => {
    const insert = (title: string) => ({ sql: 'INSERT INTO pages (title) VALUES (?)', args: [title] })
    const first = await client.transaction('write')
    await first.execute(insert('Photo books'))
    await expect(client.execute(insert('Stories'))).rejects.toMatchObject({ code: 'SQLITE_BUSY' })
    // The failed write stays active until it is freed: a read on its connection would keep a read lock.
    expect(await titles()).toEqual([])
    await first.commit()
    const next = await client.transaction('write')
    await next.execute(insert('Photo prints'))
    await next.commit()
    expect(await titles()).toEqual(['Photo books', 'Photo prints'])
  })

  it('rolls back a transaction whose COMMIT failed, and its connection serves the next ones clean', async () => {
    // The reads' connection, which the transaction takes, checks foreign keys at COMMIT.
    await client.execute('PRAGMA foreign_keys = ON')
    await client.execute(
      'CREATE TABLE versions (id INTEGER PRIMARY KEY, page INTEGER REFERENCES pages (id) DEFERRABLE INITIALLY DEFERRED)',
    )
    const failed = await client.transaction('write')
    await failed.execute('INSERT INTO versions (page) VALUES (99)')
    await expect(failed.commit()).rejects.toMatchObject({ code: 'SQLITE_CONSTRAINT_FOREIGNKEY' })
    expect((await client.execute('SELECT count(*) AS n FROM versions')).rows[0]?.n).toBe(0)
    // The next transaction takes the reads' connection; the one after takes the failed one back from the idle ones.
    for (const title of ['Photo books', 'Photo prints']) {
      const next = await client.transaction('write')
      await next.execute({ sql: 'INSERT INTO pages (title) VALUES (?)', args: [title] })
      await next.commit()
    }
    expect(await titles()).toEqual(['Photo books', 'Photo prints'])
  })

  it('compiles a read once per connection, and a write every time', () => {
    const connection = new Database(path.join(folder, 'compiled.db'))
    expect(connection.prepare('SELECT 1')).toBe(connection.prepare('SELECT 1'))
    expect(connection.prepare('SELECT 2')).not.toBe(connection.prepare('SELECT 1'))
    expect(new Database(path.join(folder, 'compiled.db')).prepare('SELECT 1')).not.toBe(
      connection.prepare('SELECT 1'),
    )
    const write = 'INSERT INTO pages (title) VALUES (1)'
    connection.exec('CREATE TABLE IF NOT EXISTS pages (title)')
    expect(connection.prepare(write)).not.toBe(connection.prepare(write))
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
