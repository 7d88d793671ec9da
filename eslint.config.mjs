import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypeScript from 'eslint-config-next/typescript'

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
]

export default config
