// Vitest global setup of the PostgreSQL run (issue #23): one throwaway cluster for the suite, a database per file.
import type { TestProject } from 'vitest/node'

import { startPostgres } from '../support/postgres'

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl?: string
  }
}

export default async function setup(project: TestProject) {
  const cluster = await startPostgres()
  project.provide('postgresUrl', cluster.url)
  return () => cluster.stop()
}
