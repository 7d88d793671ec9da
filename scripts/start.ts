// `npm start`: migrate (and seed the embedded database), build when the sources changed, serve production.
// Issue #23: with DATABASE_URL (a production database) nothing is seeded unless SEED_DEMO=1 and no secret is printed;
// instances starting at once migrate one after the other; SKIP_BUILD=1 serves a build made once by `npm run build:site`.
import { spawn } from 'node:child_process'

import { prepareBuild, serverArgs, sharedBuildMissing } from './lib/build'
import {
  demoAdmin,
  demoEditor,
  prepareEnvironment,
  seedsDemo,
  usesProductionDatabase,
} from './lib/environment'
import { withMigrationLock } from './lib/migrationLock'
import { ensureDemoLogins, refreshBlockGallery, seedDatabase, withPayload } from './lib/payload'

prepareEnvironment()
const editor = seedsDemo() ? demoEditor() : undefined
const admin = editor && demoAdmin()
const distDir = process.env.NEXT_DIST_DIR || '.next'
const port = process.env.PORT || '3000'

// A first start seeds every locale, which takes a while: say what is happening.
console.log('Preparing the database…')
const seeded = await withMigrationLock(() =>
  withPayload(async (payload) => {
    if (!editor || !admin) return undefined
    const { totalDocs } = await payload.count({ collection: 'pages', overrideAccess: true })
    if (totalDocs === 0) return seedDatabase(payload, editor, admin)
    await ensureDemoLogins(payload, editor, admin)
    // A seeded site keeps its content, but its block gallery shows every block this version has.
    if (await refreshBlockGallery(payload)) console.log('Block gallery refreshed.')
    return undefined
  }),
)
if (seeded) console.log(`Seeded ${seeded.pages} pages and ${seeded.stories} stories in every locale.`)

if (process.env.SKIP_BUILD === '1') {
  const missing = sharedBuildMissing(distDir)
  if (missing) {
    console.error(missing)
    process.exit(1)
  }
} else if (!(await prepareBuild(distDir))) process.exit(1)

console.log(`\nSite:   http://localhost:${port}\nAdmin:  http://localhost:${port}/admin`)
// Issue #32: the editor's login is the one to try the CMS with; the admin's manages accounts and the internals.
if (editor && admin && !usesProductionDatabase())
  console.log(
    `Demo editor login: ${editor.email} / ${editor.password}\nDemo admin login:  ${admin.email} / ${admin.password}\n`,
  )
else if (editor && admin)
  console.log(
    `Demo editor: ${editor.email} (password: DEMO_EDITOR_PASSWORD or data/demo-editor-password)\n` +
      `Demo admin:  ${admin.email} (password: DEMO_ADMIN_PASSWORD or data/demo-admin-password)\n`,
  )
else console.log('No demo content: create the first editor at /admin (or `npm run create-editor`).\n')
const server = spawn(process.execPath, serverArgs(distDir), {
  stdio: 'inherit',
  env: { ...process.env, PORT: port },
})
// Issue #23: a stop request reaches the server, which finishes its requests before it exits.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
