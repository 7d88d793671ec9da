// Vitest global setup: one folder for the run's data folders, removed when the run ends. A worker's shared data folder
// (tests/setup/environment.ts) cannot remove itself: Vitest ends its workers without running their exit handlers.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where test files make their data folders. */
    scratchDir: string
  }
}

/** One folder for every project of the run (each project calls its global setup). */
const run = globalThis as typeof globalThis & { scratch?: { dir: string; projects: number } }

export default function setup(project: TestProject) {
  run.scratch ??= { dir: mkdtempSync(path.join(tmpdir(), 'shop-tests-')), projects: 0 }
  const scratch = run.scratch
  scratch.projects += 1
  project.provide('scratchDir', scratch.dir)
  return () => {
    scratch.projects -= 1
    if (scratch.projects === 0) rmSync(scratch.dir, { recursive: true, force: true })
  }
}
