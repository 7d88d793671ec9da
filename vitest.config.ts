import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { availableParallelism } from 'node:os'
import path from 'node:path'

import { configDefaults, defineConfig, type Plugin } from 'vitest/config'

const root = import.meta.dirname
// Required at run time, not bundled with this config (the loader is CommonJS for Turbopack).
const { inlineCssModule } = createRequire(import.meta.url)(
  path.join(root, 'src/blocks/shared/styles/inlineCss.cjs'),
)

/** `*.inline.pcss` as the build compiles it for the server (class names and stylesheet). */
const inlineCss: Plugin = {
  name: 'inline-css',
  enforce: 'pre',
  // A module id that does not end in .pcss, so Vite's own CSS (and PostCSS) handling leaves it alone.
  resolveId: async function (source, importer) {
    if (!source.endsWith('.inline.pcss')) return null
    const resolved = await this.resolve(source, importer, { skipSelf: true })
    return resolved && `${resolved.id}.js`
  },
  load: async (id) => {
    if (!id.endsWith('.inline.pcss.js')) return null
    const file = id.slice(0, -'.js'.length)
    return inlineCssModule(await readFile(file, 'utf8'), file, { root, browser: false })
  },
}

/** What every run shares (this file's, the PostgreSQL run's and the scale test's). */
export const base = defineConfig({
  plugins: [inlineCss],
  resolve: {
    alias: {
      '@payload-config': path.join(root, 'src/cms/payload.config.ts'),
      '@': path.join(root, 'src'),
      // Tests run on the server side of the app, where 'server-only' is an empty module.
      'server-only': path.join(root, 'node_modules/server-only/empty.js'),
    },
  },
  test: {
    setupFiles: ['tests/setup/environment.ts'],
    globalSetup: ['tests/setup/scratch.ts', 'tests/setup/template.ts'],
    pool: 'forks',
    // Issue #31: a worker per core (Vitest keeps one for itself by default; its main process mostly waits).
    maxWorkers: availableParallelism(),
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Issue #34: relational queries whose SQL text was kept are built by Drizzle too (each shape once for each kinds of
    // its values), and must be the same (src/cms/relationalQueryCache.ts), in every test that reads through Payload
    // and the servers they start.
    env: { RELATIONAL_QUERY_CACHE: 'verify' },
  },
})

const saveTests = 'src/**/*.save.test.{ts,tsx}'
const integrationTests = [saveTests, 'tests/integration/**/*.test.{ts,tsx}']
/**
 * A process each: files that configure the app before importing it (services' URLs), replace its database, or count
 * on state the app keeps in memory beside the database (the identity provider's keys and sign-in limits, the data
 * API's cached answers).
 */
export const ownProcessTests = [
  'tests/integration/commerce-blocks-fault.test.tsx',
  'tests/integration/data-api-fault.test.ts',
  'tests/integration/data-api.test.ts',
  'tests/integration/identity-sdk.test.ts',
  'tests/integration/identity.test.ts',
  'tests/integration/migration-preservation.test.ts',
  'tests/integration/redis.test.ts',
  'tests/integration/site-data.test.ts',
]

/**
 * `npm start` on a production database is PostgreSQL's (the file starts its own cluster): it runs in the PostgreSQL
 * run only (issue #31: ~50 CPU-seconds out of the SQLite run, whose cores are full, into one beside the scale test).
 */
export const postgresOnlyTests = ['tests/integration/production-start.test.ts']

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    projects: [
      // Issue #31: the unit files share each worker's module cache (91 → 44 s here, import 76 → 29 s); none starts
      // Payload or keeps state between files.
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, saveTests],
          isolate: false,
        },
      },
      // Issue #31: the files of one worker share its Payload and database, emptied between files
      // (tests/setup/environment.ts): importing Payload cost ~4 s a file.
      {
        extends: true,
        test: {
          name: 'integration',
          include: integrationTests,
          exclude: [...configDefaults.exclude, ...ownProcessTests, ...postgresOnlyTests],
          isolate: false,
          env: { TEST_SHARED_PAYLOAD: '1' },
        },
      },
      { extends: true, test: { name: 'own process', include: ownProcessTests } },
    ],
  },
})
