import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { availableParallelism } from 'node:os'
import path from 'node:path'

import { defineConfig, type Plugin } from 'vitest/config'

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

export default defineConfig({
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
    include: ['src/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup/environment.ts'],
    globalSetup: ['tests/setup/template.ts'],
    pool: 'forks',
    // Issue #31: a worker per core (Vitest keeps one for itself by default; its main process mostly waits).
    maxWorkers: availableParallelism(),
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})
