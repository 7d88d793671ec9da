// The shipped migrations must describe the current config: a schema change without `npm run migrate:create`
// would deploy a database that lacks it (production never pushes the schema).
import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')

describe.each([
  ['sqlite', undefined],
  ['postgres', 'postgres://schema@127.0.0.1:1/schema'],
])('%s migrations', (dialect, databaseUrl) => {
  it('match the current config', () => {
    const scratch = mkdtempSync(path.join(tmpdir(), `migrations-${dialect}-`))
    cpSync(path.join(root, 'src/cms/migrations', dialect), scratch, { recursive: true })
    const before = readdirSync(scratch).sort()
    execFileSync(
      path.join(root, 'node_modules/.bin/payload'),
      ['migrate:create', 'schema-check', '--skip-empty'],
      {
        cwd: root,
        env: {
          ...process.env,
          PAYLOAD_MIGRATION_DIR: scratch,
          ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        },
        stdio: 'pipe',
      },
    )
    const added = readdirSync(scratch).filter((file) => !before.includes(file))
    rmSync(scratch, { recursive: true, force: true })
    expect(added, 'run `npm run migrate:create -- NAME` after changing the schema').toEqual([])
  })
})
