// A throwaway PostgreSQL cluster for the tests (issue #23): Debian's binaries, initdb into a temp folder, listening on
// 127.0.0.1 at a free port only (its unix socket in the temp folder), run as the `postgres` user, removed when stopped.
import { rmSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { ensureDebianPackage, freePort, runAs, serviceDirectory } from './services'

const bin = '/usr/lib/postgresql/15/bin'
const user = 'postgres'

export interface TestPostgres {
  /** The cluster's `postgres` database; `createDatabase` makes one per test. */
  url: string
  createDatabase(name: string): Promise<string>
  /** Every client session of the cluster, a line each: what it runs or waits for (a hung test says where). */
  sessions(): Promise<string>
  stop(): void
}

export async function startPostgres(): Promise<TestPostgres> {
  ensureDebianPackage(path.join(bin, 'initdb'), ['postgresql'])
  const dir = serviceDirectory('shop-postgres-', user)
  const data = path.join(dir, 'data')
  const port = await freePort()
  // Trust on loopback only: a throwaway cluster nobody else can reach.
  runAs(user, path.join(bin, 'initdb'), ['-D', data, '-U', 'shop', '--auth=trust', '-E', 'UTF8', '--no-sync'])
  const options = `-h 127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c full_page_writes=off -c max_connections=200`
  runAs(user, path.join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-o',
    options,
    '-l',
    path.join(dir, 'log'),
    '-w',
    'start',
  ])
  const url = `postgres://shop@127.0.0.1:${port}/postgres`
  let stopped = false
  return {
    url,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      try {
        await client.query(`CREATE DATABASE "${name}"`)
      } finally {
        await client.end()
      }
      return `postgres://shop@127.0.0.1:${port}/${name}`
    },
    async sessions() {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      try {
        const { rows } = await client.query<Record<string, unknown>>(`
          SELECT datname, application_name, pid, state, wait_event_type, wait_event,
            round(extract(epoch FROM now() - query_start)::numeric, 1) AS seconds, left(query, 300) AS query
          FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()
          ORDER BY query_start`)
        return rows.map((row) => Object.values(row).join(' | ')).join('\n')
      } finally {
        await client.end()
      }
    },
    stop() {
      if (stopped) return
      stopped = true
      runAs(user, path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop'])
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
