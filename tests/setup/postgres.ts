// Vitest global setup of the PostgreSQL run (issue #23): one throwaway cluster for the suite, a database per file,
// each a copy of one the shipped migrations ran on once (issue #31).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { startPostgres } from '../support/postgres'
import { migrateInto } from './template'

const template = 'migrated_template'

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl?: string
    /** The migrated database each file's is created from. */
    postgresTemplate?: string
  }
}

/** One cluster and template for every project of the run (each project calls its global setup). */
const run = globalThis as typeof globalThis & {
  postgres?: Promise<{ cluster: Awaited<ReturnType<typeof startPostgres>>; projects: number }>
}

export default async function setup(project: TestProject) {
  run.postgres ??= (async () => {
    const cluster = await startPostgres()
    const scratch = mkdtempSync(path.join(tmpdir(), 'shop-template-'))
    migrateInto({ DATABASE_URL: await cluster.createDatabase(template), DATA_DIR: scratch })
    rmSync(scratch, { recursive: true, force: true })
    return { cluster, projects: 0 }
  })()
  const shared = await run.postgres
  shared.projects += 1
  project.provide('postgresUrl', shared.cluster.url)
  project.provide('postgresTemplate', template)
  return () => {
    shared.projects -= 1
    if (shared.projects === 0) shared.cluster.stop()
  }
}
