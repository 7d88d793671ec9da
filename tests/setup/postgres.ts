// Vitest global setup of the PostgreSQL run (issue #23): one throwaway cluster for the suite, a database per file,
// each a copy of one the shipped migrations ran on once (issue #31).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { startPostgres } from '../support/postgres'
import { migrateInto } from './template'

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl?: string
    /** The migrated database each file's is created from. */
    postgresTemplate?: string
  }
}

export default async function setup(project: TestProject) {
  const cluster = await startPostgres()
  const template = 'migrated_template'
  const scratch = mkdtempSync(path.join(tmpdir(), 'shop-template-'))
  migrateInto({ DATABASE_URL: await cluster.createDatabase(template), DATA_DIR: scratch })
  rmSync(scratch, { recursive: true, force: true })
  project.provide('postgresUrl', cluster.url)
  project.provide('postgresTemplate', template)
  return () => cluster.stop()
}
