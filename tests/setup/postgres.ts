// Vitest global setup of the PostgreSQL run (issue #23): one throwaway cluster for the suite, a database per file,
// each a copy of one the shipped migrations ran on once (issue #31).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { startPostgres } from '../support/postgres'
import { perRun } from './perRun'
import { migrateInto } from './template'

const template = 'migrated_template'

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl?: string
    /** The migrated database each file's is created from. */
    postgresTemplate?: string
  }
}

export default async function setup(project: TestProject) {
  const cluster = await perRun(
    'postgres',
    async () => {
      const started = await startPostgres()
      const scratch = mkdtempSync(path.join(tmpdir(), 'shop-template-'))
      migrateInto({ DATABASE_URL: await started.createDatabase(template), DATA_DIR: scratch })
      rmSync(scratch, { recursive: true, force: true })
      return started
    },
    (started) => started.stop(),
  )
  project.provide('postgresUrl', cluster.value.url)
  project.provide('postgresTemplate', template)
  return cluster.teardown
}
