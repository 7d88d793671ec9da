// Issue #31: `npm test` (scripts/test.sh) migrates and seeds the browser tests' data while the type check runs, on the
// core it leaves idle; each browser-test server then starts on a copy of it (E2E_SEEDED_DATA) instead of seeding its
// own. The same `npm run seed` with the browser tests' server settings, so the copy is what that server would make.
import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'

import { scriptArgs } from '../../../scripts/lib/build'
import { baseURL, serverEnv } from '../../../playwright.config'

const dataDir = process.env.E2E_SEEDED_DATA
if (!dataDir) throw new Error('E2E_SEEDED_DATA names the folder to seed')
rmSync(dataDir, { recursive: true, force: true })
const seed = spawnSync(process.execPath, scriptArgs('seed'), {
  env: { ...process.env, ...serverEnv, SITE_URL: baseURL, DATA_DIR: dataDir },
  stdio: 'inherit',
})
// A seed that could not start, or that a signal ended, prints nothing of its own: say why here.
if (seed.error) console.error(`The seed did not start: ${seed.error.message}`)
if (seed.signal) console.error(`The seed was ended by ${seed.signal}`)
process.exit(seed.status ?? 1)
