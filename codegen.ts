// graphql-codegen (§7 "typed operations"): the result and variables types of the data API operations in
// src/data-api/operations.ts, from the schema in src/data-api/typeDefs.ts. Run `npm run codegen` after changing
// either; src/data-api/typedOperations.test.ts fails when src/data-api/gql/ is stale.
import type { CodegenConfig } from '@graphql-codegen/cli'

const config: CodegenConfig = {
  // Both are plucked from the TypeScript files (the SDL's /* GraphQL */ comment, the graphql() calls).
  schema: 'src/data-api/typeDefs.ts',
  documents: ['src/data-api/operations.ts'],
  ignoreNoDocuments: false,
  generates: {
    'src/data-api/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        // Documents stay strings: no graphql DocumentNode (or its printer) is needed to send them.
        documentMode: 'string',
        // Enums as string unions, so plain values like 'GBP' type-check.
        enumType: 'string-literal',
        useTypeImports: true,
      },
    },
  },
}

export default config
