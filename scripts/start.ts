// `npm start`: migrate and seed the embedded database, build when the sources changed, serve production.
import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { build } from 'esbuild'

import { prepareEnvironment } from './lib/environment'
import { refreshBlockGallery, seedDatabase, withPayload } from './lib/payload'
import { precompressStatic } from './lib/staticAssets'

// Production migrations only run with NODE_ENV=production (a dev-pushed database would skip them).
Object.assign(process.env, { NODE_ENV: 'production' })
const editor = prepareEnvironment()
const root = process.cwd()
const distDir = process.env.NEXT_DIST_DIR || '.next'
const port = process.env.PORT || '3000'
const next = path.join(root, 'node_modules', '.bin', 'next')

const buildInputs = ['src', 'locales', 'public', 'next.config.ts', 'tsconfig.json', 'package-lock.json']

function sourceHash(): string {
  const hash = createHash('sha256')
  const visit = (entry: string) => {
    if (!existsSync(entry)) return
    if (statSync(entry).isDirectory()) {
      for (const child of readdirSync(entry).sort()) visit(path.join(entry, child))
      return
    }
    hash.update(entry).update(readFileSync(entry))
  }
  buildInputs.forEach((input) => visit(path.join(root, input)))
  return hash.digest('hex')
}

const seeded = await withPayload(async (payload) => {
  const { totalDocs } = await payload.count({ collection: 'pages', overrideAccess: true })
  if (totalDocs === 0) return seedDatabase(payload, editor)
  // A seeded site keeps its content, but its block gallery shows every block this version has.
  if (await refreshBlockGallery(payload)) console.log('Block gallery refreshed.')
  return undefined
})
if (seeded) console.log(`Seeded ${seeded.pages} pages and ${seeded.stories} stories in every locale.`)

const stamp = path.join(root, distDir, 'source-hash')
const hash = sourceHash()
if (
  !existsSync(path.join(root, distDir, 'BUILD_ID')) ||
  !existsSync(stamp) ||
  readFileSync(stamp, 'utf8') !== hash
) {
  console.log('Building the production site…')
  const build = spawnSync(next, ['build'], { stdio: 'inherit', env: process.env })
  if (build.status !== 0) process.exit(build.status ?? 1)
  writeFileSync(stamp, hash)
}
await precompressStatic(path.join(root, distDir))

console.log(`\nSite:   http://localhost:${port}\nAdmin:  http://localhost:${port}/admin`)
console.log(`Demo editor login: ${editor.email} / ${editor.password}\n`)
// The server runs as plain JavaScript, not under tsx: with tsx's loader in the process, the import() Next makes on
// every request (its cache handler) crossed to tsx's loader thread, a tenth of the server's time under load.
const serverScript = path.join(root, distDir, 'serve.mjs')
await build({
  entryPoints: [path.join(root, 'scripts/serve.ts')],
  outfile: serverScript,
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
})
const server = spawn(process.execPath, [serverScript], {
  stdio: 'inherit',
  env: { ...process.env, PORT: port },
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
