// The build's scripts and styles never change once built (their names are content hashes), so they are compressed
// once, as hard as brotli and gzip go, instead of quickly on every request: ~14% fewer bytes on a phone's first visit
// than per-request brotli, and no compression work for the server while it serves a page's chunks.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

import sirv from 'sirv'

import { securityHeaders } from '../../src/server/security/headers'

const compressible = /\.(?:js|css|svg|json|txt)$/
const brotli = promisify(brotliCompress)
const gzipMax = promisify(gzip)
const urlPrefix = '/_next/static/'
/** Holds the build id the copies were made for (and how), so a new build is prepared again. */
const marker = (distDir: string) => path.join(distDir, 'precompressed')
const preparedAs = (distDir: string) =>
  `${readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8')} with compile hints`
const hasCopies = (distDir: string) =>
  existsSync(marker(distDir)) && readFileSync(marker(distDir), 'utf8') === preparedAs(distDir)
/** V8's explicit compile hint (Chrome 136+): compile every function of the file eagerly, off the main thread. */
export const compileHint = '//# allFunctionsCalledOnLoad\n'

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    return statSync(file).isDirectory() ? files(file) : [file]
  })
}

/**
 * Marks the framework's start-up scripts (React DOM, Next's router, the Turbopack runtime) for eager compilation.
 * Chrome compiles a function when it is first called, on the main thread, and these files call nearly all of theirs
 * while the page hydrates: that compiling was most of the one long task every page starts with.
 */
function hintStartupScripts(distDir: string): void {
  const manifest = path.join(distDir, 'build-manifest.json')
  // An optimisation only: a build without the list still serves (tests/e2e/hydration.spec.ts notices the loss).
  const { rootMainFiles = [] } = existsSync(manifest)
    ? (JSON.parse(readFileSync(manifest, 'utf8')) as { rootMainFiles?: string[] })
    : {}
  for (const file of rootMainFiles.map((name) => path.join(distDir, name))) {
    const content = readFileSync(file, 'utf8')
    if (!content.startsWith(compileHint)) writeFileSync(file, compileHint + content)
  }
}

/**
 * Writes `.br` and `.gz` beside every compressible static file of the build, the start-up scripts hinted first,
 * unless this build has them.
 */
export async function precompressStatic(distDir: string): Promise<void> {
  if (hasCopies(distDir)) return
  hintStartupScripts(distDir)
  const sources = files(path.join(distDir, 'static')).filter((file) => compressible.test(file))
  // zlib's asynchronous calls share libuv's thread pool, so this uses every core without more code.
  await Promise.all(
    sources.map(async (file) => {
      const content = readFileSync(file)
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipMax(content, { level: constants.Z_BEST_COMPRESSION }),
      ])
      writeFileSync(`${file}.br`, br)
      writeFileSync(`${file}.gz`, gz)
    }),
  )
  writeFileSync(marker(distDir), preparedAs(distDir))
}

type Handler = (request: IncomingMessage, response: ServerResponse, fallback: () => void) => void

/** Whether a request is for one of the build's static files. */
export const isStaticAsset = (url: URL) => url.pathname.startsWith(urlPrefix)

/**
 * Serves the build's static files from the compressed copies, as Next would (immutable, with the security headers),
 * falling back for a file it does not have; undefined when this build has no copies (e.g. a build `npm start` did not
 * make), where Next serves them.
 */
export function staticAssets(distDir: string): Handler | undefined {
  if (!hasCopies(distDir)) return undefined
  const serve = sirv(path.join(distDir, 'static'), {
    brotli: true,
    gzip: true,
    maxAge: 31536000,
    immutable: true,
    setHeaders: (response, pathname) => {
      securityHeaders.forEach(({ key, value }) => response.setHeader(key, value))
      // Scripts and styles are decoded as UTF-8 whatever page loads them (their text holds every locale's strings).
      const type = /\.(js|css)$/.exec(pathname)?.[1]
      if (type)
        response.setHeader('Content-Type', `text/${type === 'js' ? 'javascript' : 'css'}; charset=utf-8`)
    },
  })
  return (request, response, fallback) => {
    const url = request.url ?? ''
    request.url = url.slice(urlPrefix.length - 1)
    serve(request, response, () => {
      request.url = url
      fallback()
    })
  }
}
