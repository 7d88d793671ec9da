// The integration suite on PostgreSQL (issue #23): `npx vitest run -c vitest.postgres.config.ts`; the tests start
// a throwaway cluster (tests/support/postgres.ts) and give every file its own database.
import { defineConfig } from 'vitest/config'

import { base } from './vitest.config'

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['tests/integration/**/*.test.{ts,tsx}'],
    // Schema drift and `npm start` on PostgreSQL are checked once, by the default run (which starts its own cluster).
    // Issue #33's contrast check renders blocks in a browser: the database under it changes nothing, so it runs once.
    exclude: [
      'tests/integration/migrations.test.ts',
      'tests/integration/production-start.test.ts',
      'tests/integration/background-contrast.test.tsx',
    ],
    globalSetup: ['tests/setup/postgres.ts'],
  },
})
