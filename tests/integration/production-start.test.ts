// Issue #23: `npm start` on a production database (DATABASE_URL, here a throwaway PostgreSQL cluster) seeds nothing
// and prints no secret unless SEED_DEMO=1, insists on a shared PAYLOAD_SECRET, and two instances starting at once
// migrate one after the other. SKIP_BUILD=1 with no build stops each start right after its database step.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { migrations } from '@/cms/migrations/postgres'

import { startPostgres, type TestPostgres } from '../support/postgres'

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

function start(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-start-'))
  dataDirs.push(dataDir)
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['scripts/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      NEXT_DIST_DIR: 'no-such-build',
      SKIP_BUILD: '1',
      ...env,
    },
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk))
  // 'close', not 'exit': the output may still be arriving when the process has exited.
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, output })))
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
    const { code, output } = await start({ DATABASE_URL: url, PAYLOAD_SECRET: '' })
    expect(code).toBe(1)
    expect(output).toContain('PAYLOAD_SECRET is required with DATABASE_URL')
  })

  it('migrates once when two instances start at once, and seeds nothing', async () => {
    const url = await cluster.createDatabase('twostarts')
    const env = { DATABASE_URL: url, PAYLOAD_SECRET: secret, SEED_DEMO: '' }
    const runs = await Promise.all([start(env), start(env)])
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
    const { output } = await start({
      DATABASE_URL: url,
      PAYLOAD_SECRET: secret,
      SEED_DEMO: '1',
      DEMO_EDITOR_PASSWORD: password,
      DEMO_ADMIN_PASSWORD: adminPassword,
    })
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
