// The integration suite on PostgreSQL (issue #23): `npx vitest run -c vitest.postgres.config.ts`; the tests start
// a throwaway cluster (tests/support/postgres.ts) and give every file its own database.
import { defineConfig } from 'vitest/config'

import base from './vitest.config'

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['tests/integration/**/*.test.{ts,tsx}'],
    // Schema drift and `npm start` on PostgreSQL are checked once, by the default run (which starts its own cluster).
    exclude: ['tests/integration/migrations.test.ts', 'tests/integration/production-start.test.ts'],
    globalSetup: ['tests/setup/postgres.ts'],
  },
})
