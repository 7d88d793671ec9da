// The integration suite on PostgreSQL (issue #23): `npx vitest run -c vitest.postgres.config.ts`; the tests start
// a throwaway cluster (tests/support/postgres.ts) and give every file its own database.
import { configDefaults, defineConfig } from 'vitest/config'

import { base, ownProcessTests } from './vitest.config'

/** Schema drift is checked once, by the default run. Issue #33's contrast check renders blocks in a browser: the
 * database under it changes nothing, so it runs once. The stand-in server's shutdown, the build's static files and the
 * way npm runs the scripts use no database. (`npm start` on PostgreSQL runs here only: `postgresOnlyTests` in
 * vitest.config.ts.) */
const onceOnly = [
  'tests/integration/migrations.test.ts',
  'tests/integration/background-contrast.test.tsx',
  'tests/integration/shutdown.test.ts',
  'tests/integration/static-assets.test.ts',
  'tests/integration/scripts.test.ts',
]

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    globalSetup: ['tests/setup/scratch.ts', 'tests/setup/postgres.ts'],
    // As the default run's integration projects: a worker's files share its Payload, but for those that need a process.
    projects: [
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...onceOnly, ...ownProcessTests],
          isolate: false,
          env: { TEST_SHARED_PAYLOAD: '1' },
        },
      },
      { extends: true, test: { name: 'own process', include: ownProcessTests } },
    ],
  },
})
