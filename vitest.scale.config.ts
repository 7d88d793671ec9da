// The scale test (issue #23): `npx vitest run -c vitest.scale.config.ts`. nginx, two instances of the shared build
// (`npm run build:site` first when there is none), PostgreSQL and Redis, all started by the test on loopback.
import { defineConfig } from 'vitest/config'

import { base } from './vitest.config'

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['tests/scale/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 900_000,
  },
})
