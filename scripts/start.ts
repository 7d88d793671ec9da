// `npm start`: migrate (and seed the embedded database), build when the sources changed, serve production.
// Issue #23: with DATABASE_URL (a production database) nothing is seeded unless SEED_DEMO=1 and no secret is printed;
// instances starting at once migrate one after the other; SKIP_BUILD=1 serves a build made once by `npm run build:site`.
import { spawn } from 'node:child_process'

import { prepareBuild, serverScript, sharedBuildMissing } from './lib/build'
import { demoEditor, prepareEnvironment, seedsDemo, usesProductionDatabase } from './lib/environment'
import { withMigrationLock } from './lib/migrationLock'
import { refreshBlockGallery, seedDatabase, withPayload } from './lib/payload'

// Production migrations only run with NODE_ENV=production (a dev-pushed database would skip them).
Object.assign(process.env, { NODE_ENV: 'production' })
prepareEnvironment()
const editor = seedsDemo() ? demoEditor() : undefined
const distDir = process.env.NEXT_DIST_DIR || '.next'
const port = process.env.PORT || '3000'

const seeded = await withMigrationLock(() =>
  withPayload(async (payload) => {
    if (!editor) return undefined
    const { totalDocs } = await payload.count({ collection: 'pages', overrideAccess: true })
    if (totalDocs === 0) return seedDatabase(payload, editor)
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
if (editor && !usesProductionDatabase())
  console.log(`Demo editor login: ${editor.email} / ${editor.password}\n`)
else if (editor)
  console.log(`Demo editor: ${editor.email} (password: DEMO_EDITOR_PASSWORD or data/demo-editor-password)\n`)
else console.log('No demo content: create the first editor at /admin (or `npm run create-editor`).\n')
const server = spawn(process.execPath, [serverScript(distDir)], {
  stdio: 'inherit',
  env: { ...process.env, PORT: port },
})
// Issue #23: a stop request reaches the server, which finishes its requests before it exits.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
