// §7 typed operations: src/data-api/gql/ is exactly what graphql-codegen makes from typeDefs.ts and operations.ts
// (generated in memory with the repository's codegen.ts, no network), so no result type drifts or is hand-written.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { generate } from '@graphql-codegen/cli'
import type { Types } from '@graphql-codegen/plugin-helpers'
import { describe, expect, it } from 'vitest'

import config from '../../codegen'

const root = path.resolve(import.meta.dirname, '../..')
const outputDirectory = path.join(root, 'src/data-api/gql')

describe('typed operations (§7)', () => {
  it('src/data-api/gql/ is what `npm run codegen` generates (run it after changing the schema or operations)', async () => {
    const generated = (await generate({ ...config, cwd: root, silent: true }, false)) as Types.FileOutput[]
    const files = new Map(
      generated.map((file) => [
        path.relative(outputDirectory, path.resolve(root, file.filename)),
        file.content,
      ]),
    )
    expect([...files.keys()].sort()).toEqual(readdirSync(outputDirectory).sort())
    for (const [name, content] of files)
      expect(readFileSync(path.join(outputDirectory, name), 'utf8'), name).toBe(content)
  })
})
