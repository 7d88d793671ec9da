// Issue #23: `npm start` on a production database (DATABASE_URL, here a throwaway PostgreSQL cluster) seeds nothing
// and prints no secret unless SEED_DEMO=1, insists on a shared PAYLOAD_SECRET, and two instances starting at once
// migrate one after the other. SKIP_BUILD=1 with no build stops each start right after its database step.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { migrations } from '@/cms/migrations/postgres'

import { scriptArgs } from '../../scripts/lib/build'
import { startPostgres, type TestPostgres } from '../support/postgres'
import { processReports } from '../support/processReports'

const root = path.resolve(import.meta.dirname, '../..')
const secret = 'integration-secret-0123456789abcdef'
let cluster: TestPostgres
const dataDirs: string[] = []

beforeAll(async () => {
  cluster = await startPostgres()
}, 60_000)
afterAll(() => {
  cluster?.stop()
  dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }))
})

interface Run {
  code: number | null
  output: string
}

interface Start {
  /** The exit code and output, once the process and its output have ended. */
  closed: Promise<Run>
  /** What its processes wait on, should it never end; then it is stopped. */
  hangReport(): Promise<string>
}

function start(env: Record<string, string>): Start {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-start-'))
  dataDirs.push(dataDir)
  const reports = processReports(dataDir)
  const child = spawn(process.execPath, scriptArgs('start'), {
    cwd: root,
    detached: true,
    env: {
      ...process.env,
      ...reports.env,
      DATA_DIR: dataDir,
      NEXT_DIST_DIR: 'no-such-build',
      SKIP_BUILD: '1',
      ...env,
    },
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk))
  return {
    // 'close', not 'exit': the output may still be arriving when the process has exited.
    closed: new Promise((resolve) => child.on('close', (code) => resolve({ code, output }))),
    async hangReport() {
      const processes = await reports.collect(child.pid!)
      try {
        process.kill(-child.pid!, 'SIGKILL')
      } catch {
        // It had ended.
      }
      return `${output}\n${processes}`
    },
  }
}

/** The starts' results; should one never end (Lexical's unsettled import did, issue #31), what each waited on. */
async function whenEnded<T extends Start[]>(
  starts: [...T],
  timeoutMs: number,
): Promise<{ [K in keyof T]: Run }> {
  const waiting = new AbortController()
  const timedOut = delay(timeoutMs, undefined, { signal: waiting.signal }).catch(() => undefined)
  const runs = await Promise.race([Promise.all(starts.map(({ closed }) => closed)), timedOut])
  waiting.abort()
  if (runs) return runs as { [K in keyof T]: Run }
  const sessions = await cluster.sessions().catch(String)
  const reports = await Promise.all(starts.map((each) => each.hangReport()))
  throw new Error(`A start never ended. Sessions:\n${sessions}\n\n${reports.join('\n\n')}`)
}

async function query<T>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(sql)).rows as T[]
  } finally {
    await client.end()
  }
}

describe('npm start on a production database', () => {
  it('refuses to invent a Payload secret per instance', async () => {
    const url = await cluster.createDatabase('nosecret')
    const { code, output } = await start({ DATABASE_URL: url, PAYLOAD_SECRET: '' }).closed
    expect(code).toBe(1)
    expect(output).toContain('PAYLOAD_SECRET is required with DATABASE_URL')
  })

  it('migrates once when two instances start at once, and seeds nothing', async () => {
    const url = await cluster.createDatabase('twostarts')
    const env = { PAYLOAD_SECRET: secret, SEED_DEMO: '' }
    // Each start's database sessions carry its name.
    const runs = await whenEnded(
      ['a', 'b'].map((name) => start({ ...env, DATABASE_URL: `${url}?application_name=start-${name}` })),
      150_000,
    )
    for (const { code, output } of runs) {
      expect(output).toContain('SKIP_BUILD=1 but')
      expect(code).toBe(1)
      expect(output).not.toContain(secret)
      expect(output).not.toMatch(/Demo editor/)
    }
    const applied = await query<{ name: string }>(url, 'SELECT name FROM payload_migrations ORDER BY name')
    expect(applied.map(({ name }) => name)).toEqual(migrations.map(({ name }) => name).sort())
    expect(await query(url, 'SELECT id FROM pages')).toEqual([])
    expect(await query(url, 'SELECT id FROM users')).toEqual([])
  }, 180_000)

  it('seeds the demo content, editor and admin with SEED_DEMO=1, without printing the passwords', async () => {
    const url = await cluster.createDatabase('seeddemo')
    const password = 'demo-password-not-for-logs'
    const adminPassword = 'demo-admin-password-not-for-logs'
    const [{ output }] = await whenEnded(
      [
        start({
          DATABASE_URL: url,
          PAYLOAD_SECRET: secret,
          SEED_DEMO: '1',
          DEMO_EDITOR_PASSWORD: password,
          DEMO_ADMIN_PASSWORD: adminPassword,
        }),
      ],
      200_000,
    )
    expect(output).toMatch(/Seeded \d+ pages/)
    expect(output).not.toContain(password)
    expect(output).not.toContain(adminPassword)
    // Issue #32: the demo editor is an editor only; the admin is a login of its own.
    expect(
      await query(
        url,
        'SELECT u.email, r.value AS role FROM users u JOIN users_roles r ON r.parent_id = u.id ORDER BY u.email, r.value',
      ),
    ).toEqual([
      { email: 'admin@lumibook.example', role: 'admin' },
      { email: 'admin@lumibook.example', role: 'editor' },
      { email: 'editor@lumibook.example', role: 'editor' },
    ])
  }, 240_000)
})
