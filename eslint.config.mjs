import path from 'node:path'

import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypeScript from 'eslint-config-next/typescript'

// The floors of src/, highest first: a folder imports its own floor and those below, never one above (issue #25).
const floors = [
  ['app'],
  ['renderers'],
  ['chrome'],
  ['site'],
  ['blocks', 'cms', 'data-api', 'identity', 'server', 'services', 'shared-data', 'variants'],
  ['cookies', 'dialogs', 'react', 'design', 'i18n', 'config', 'lib'],
]
const inSrc = (folder) => path.join(import.meta.dirname, 'src', folder)
const floorZones = floors.slice(1).map((floor, index) => ({
  target: floor.map(inSrc),
  from: floors
    .slice(0, index + 1)
    .flat()
    .map(inSrc),
  message: 'a lower floor never imports a higher one (floors in eslint.config.mjs): move what both need down',
}))

const config = [
  ...nextCoreWebVitals,
  ...nextTypeScript,
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'src/payload-types.ts',
      'src/app/(payload)/admin/importMap.js',
      'src/cms/migrations/**',
      'next-env.d.ts',
      // graphql-codegen output (npm run codegen), checked by src/data-api/typedOperations.test.ts.
      'src/data-api/gql/**',
    ],
  },
  // CommonJS on purpose (the Turbopack loader, src/blocks/shared/styles/inlineCss.cjs).
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // Blocks render plain <a> links on purpose: internal pages are separate static documents.
      '@next/next/no-html-link-for-pages': 'off',
    },
  },
  // The files eslint-config-next gives the import plugin.
  {
    files: ['src/**/*.{js,jsx,mjs,ts,tsx,mts,cts}'],
    rules: { 'import/no-restricted-paths': ['error', { zones: floorZones }] },
  },
]

export default config
