// Vitest global setup (issue #31): the shipped migrations run once, into a template database every test file copies,
// instead of once per file (28 files, each spending most of its time creating the same 364 tables).
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { scriptArgs } from '../../scripts/lib/build'
import { perRun } from './perRun'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated SQLite database file to copy, on the default (SQLite) run. */
    sqliteTemplate?: string
  }
}

/** `npm run migrate` on the given database: the production path that applies the shipped migrations. */
export function migrateInto(env: Record<string, string>): void {
  const root = path.resolve(import.meta.dirname, '../..')
  execFileSync(process.execPath, scriptArgs('migrate'), {
    cwd: root,
    env: { ...process.env, PAYLOAD_SECRET: randomBytes(32).toString('hex'), ...env },
    stdio: 'pipe',
  })
}

export default async function setup(project: TestProject) {
  const template = await perRun(
    'sqliteTemplate',
    () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'shop-template-'))
      migrateInto({ DATA_DIR: dir })
      return dir
    },
    (dir) => rmSync(dir, { recursive: true, force: true }),
  )
  project.provide('sqliteTemplate', path.join(template.value, 'shop.db'))
  return template.teardown
}
