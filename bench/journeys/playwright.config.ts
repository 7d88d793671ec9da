// The bench's editor journeys (bench/editors.ts): journey (a) both ways, on the browser tests' server and browser.
import { defineConfig } from '@playwright/test'

import base from '../../playwright.config'

const root = new URL('../..', import.meta.url).pathname

export default defineConfig({
  ...base,
  testDir: root,
  reporter: [['json']],
  // One editor at a time, as in the browser tests' editors phase: the journeys share the demo editor's login and its
  // admin preferences (two of its logins at once have left one session unknown).
  workers: 1,
  // The figure the browser tests also check first, then the one only the bench runs.
  projects: [
    {
      name: 'with click-to-edit',
      testMatch: 'tests/e2e/compose-journey.spec.ts',
      use: base.projects![0]!.use,
    },
    {
      name: 'before click-to-edit',
      testMatch: 'bench/journeys/*.spec.ts',
      dependencies: ['with click-to-edit'],
      use: base.projects![0]!.use,
    },
  ],
  webServer: { ...(base.webServer as object), cwd: root } as typeof base.webServer,
})
