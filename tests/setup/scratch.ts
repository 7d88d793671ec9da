// Vitest global setup: one folder for the run's data folders, removed when the run ends. A worker's shared data folder
// (tests/setup/environment.ts) cannot remove itself: Vitest ends its workers without running their exit handlers.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { perRun } from './perRun'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where test files make their data folders. */
    scratchDir: string
  }
}

export default async function setup(project: TestProject) {
  const scratch = await perRun(
    'scratch',
    () => mkdtempSync(path.join(tmpdir(), 'shop-tests-')),
    (dir) => rmSync(dir, { recursive: true, force: true }),
  )
  project.provide('scratchDir', scratch.value)
  return scratch.teardown
}
