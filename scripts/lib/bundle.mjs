// Our TypeScript as plain JavaScript, its packages left to Node: how `npm start` runs its own steps and the front door
// without a TypeScript loader in the process (scripts/run.mjs, scripts/lib/build.ts).
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { build } from 'esbuild'

const { inlineCssModule } = createRequire(import.meta.url)('../../src/blocks/shared/styles/inlineCss.cjs')

/** Each module keeps its own import.meta.url (the Payload config finds its folder by it), not the bundle's. */
const ownModuleUrls = {
  name: 'own-module-urls',
  setup(builder) {
    builder.onLoad({ filter: /\.(tsx?|mjs)$/ }, async ({ path: file }) => {
      // Each file is read here once, as esbuild would have.
      const source = await readFile(file, 'utf8')
      const url = JSON.stringify(pathToFileURL(file).href)
      const loader = { '.ts': 'ts', '.tsx': 'tsx', '.mjs': 'js' }[path.extname(file)]
      return { contents: source.replaceAll('import.meta.url', url), loader }
    })
  },
}

/** A block's `*.inline.pcss` as the build compiles it for the server (class names and stylesheet). */
const inlineCss = {
  name: 'inline-css',
  setup(builder) {
    builder.onLoad({ filter: /\.inline\.pcss$/ }, async ({ path: file }) => ({
      contents: inlineCssModule(await readFile(file, 'utf8'), file, { root: process.cwd(), browser: false }),
      loader: 'js',
    }))
  },
}

const options = {
  bundle: true,
  packages: 'external',
  // Next's subpaths have no exports map: Node alone needs the file's name (tsx guessed it).
  alias: { 'next/cache': 'next/cache.js' },
  platform: 'node',
  format: 'esm',
  target: 'node20',
  plugins: [ownModuleUrls, inlineCss],
  logLevel: 'warning',
}

/** The front door as one file (made once by the build; instances sharing it never write it). */
export async function bundleServer(entry, outfile) {
  await build({ ...options, entryPoints: [entry], outfile })
}

/**
 * Node's flags for the scripts scripts/run.mjs runs: Lexical's production files, which import one another directly.
 * Its files for Node wrap each in a top-level await that, depending on the order modules load (with source maps on,
 * every time Payload loads first), never settles: the process waits for ever with nothing left to run (issue #31).
 */
export const scriptNodeFlags = ['--conditions=production']

/** Folders of older sources are removed once no start can still be loading them. */
const staleAfterMs = 10 * 60_000

/**
 * scripts/<name>.ts as JavaScript under node_modules/.cache/scripts (inside the project, so Node finds its packages);
 * returns the file to import. Split where the sources import on demand, as they ran under tsx: a block's renderer,
 * which the seed's import of the block gallery's examples reaches, is never loaded with its packages.
 */
export async function bundleScript(name) {
  const cache = path.resolve('node_modules/.cache/scripts')
  const outdir = path.join(cache, name)
  const { outputFiles } = await build({
    ...options,
    entryPoints: [path.resolve('scripts', `${name}.ts`)],
    outdir,
    outExtension: { '.js': '.mjs' },
    splitting: true,
    chunkNames: '[hash]',
    sourcemap: 'inline',
    write: false,
  })
  const hash = createHash('sha256')
  for (const file of outputFiles) hash.update(path.relative(outdir, file.path)).update(file.contents)
  const folder = path.join(cache, `${name}-${hash.digest('hex').slice(0, 16)}`)
  // Instances starting at once make the same folder: each writes its own, and the first one's rename wins.
  if (!existsSync(folder)) {
    const scratch = `${folder}.${process.pid}`
    for (const file of outputFiles) {
      const target = path.join(scratch, path.relative(outdir, file.path))
      mkdirSync(path.dirname(target), { recursive: true })
      writeFileSync(target, file.contents)
    }
    try {
      renameSync(scratch, folder)
    } catch {
      rmSync(scratch, { recursive: true, force: true })
    }
  }
  for (const entry of readdirSync(cache)) {
    const other = path.join(cache, entry)
    if (!entry.startsWith(`${name}-`) || other === folder) continue
    // Another start may be removing it at the same moment.
    const modified = statSync(other, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()
    if (Date.now() - modified > staleAfterMs) rmSync(other, { recursive: true, force: true })
  }
  return path.join(folder, `${name}.mjs`)
}
