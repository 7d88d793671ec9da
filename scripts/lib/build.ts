// The production build `npm start` serves: Next's build (when the sources changed), the precompressed static files,
// and the front door bundled as plain JavaScript. Issue #23: made once (`npm run build:site`) and shared by instances
// started with SKIP_BUILD=1, which only check it is there and never write to it.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { bundleServer, scriptNodeFlags } from './bundle.mjs'
import { precompressStatic } from './staticAssets'

const root = process.cwd()
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

/** The front door as `npm start` runs it, inside the build folder. */
export const serverScript = (distDir: string) => path.join(root, distDir, 'serve.mjs')

/**
 * Node's flags for the front door wherever it starts (`npm start`, the browser tests' servers; its renderer inherits
 * them). Issue #34: a render allocates far more than V8's default young generation (16 MB a semi-space) holds, so each
 * ran many scavenges. On the shop bench a cold start's first render took 45 ms at the server p50 with 32 MB against
 * 48–49 ms; 64 MB took 37–42 ms and the warm p99 during a re-render 50 ms, but each instance ~100 MB more (over 1 GiB).
 */
export const serverNodeFlags = ['--max-semi-space-size=32']

/** Node's arguments for the front door of the build in `distDir`: its flags, then its script. */
export const serverArgs = (distDir: string) => [...serverNodeFlags, serverScript(distDir)]

/** Node's arguments for `npm run <name>` (start, migrate, seed, create-editor), as package.json gives them. */
export const scriptArgs = (name: string) => [...scriptNodeFlags, path.join(root, 'scripts/run.mjs'), name]

/** Builds what is missing or stale; returns false when Next's build failed. */
export async function prepareBuild(distDir: string): Promise<boolean> {
  const stamp = path.join(root, distDir, 'source-hash')
  const hash = sourceHash()
  if (
    !existsSync(path.join(root, distDir, 'BUILD_ID')) ||
    !existsSync(stamp) ||
    readFileSync(stamp, 'utf8') !== hash
  ) {
    console.log('Building the production site…')
    const next = path.join(root, 'node_modules', '.bin', 'next')
    const result = spawnSync(next, ['build'], { stdio: 'inherit', env: process.env })
    if (result.status !== 0) return false
    writeFileSync(stamp, hash)
  }
  await precompressStatic(path.join(root, distDir))
  // The server runs as plain JavaScript, not under tsx: with tsx's loader in the process, the import() Next makes on
  // every request (its cache handler) crossed to tsx's loader thread, a tenth of the server's time under load.
  await bundleServer(path.join(root, 'scripts/serve.ts'), serverScript(distDir))
  return true
}

/** SKIP_BUILD=1: the shared build must be complete already (issue #23: instances never build concurrently). */
export function sharedBuildMissing(distDir: string): string | undefined {
  const needed = ['BUILD_ID', 'precompressed', 'serve.mjs'].map((file) => path.join(root, distDir, file))
  const missing = needed.find((file) => !existsSync(file))
  return missing && `SKIP_BUILD=1 but ${missing} is missing: run \`npm run build:site\` first.`
}
