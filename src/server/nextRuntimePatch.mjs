// Issue #34, run after every install (package.json postinstall): Next 16.4.5's IncrementalCache.set measures each
// entry with JSON.stringify(entry).length before storing it, a size it only needs for data-cache (fetch) entries and
// their 2 MB limit. A page's entry holds its RSC payload as a Buffer, which JSON writes out as an array of numbers:
// ~10 % of a first render's JavaScript time in a profile of 110 first renders, all of it synchronous (a 120 KB payload
// takes ~20 ms here). This computes the size only when the limit applies, in every server runtime Next ships, and
// fails the install when Next measures in a shape it does not know, so an upgrade says so instead of slowing again.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** What marks a file holding IncrementalCache.set: its warning for data-cache entries over the limit. */
const marker = 'items over 2MB'

const shapes = [
  // The compiled runtimes (minified): `let i=JSON.stringify(t).length;if(r.fetchCache&&i>2097152`.
  {
    eager: /let ([\w$]+)=JSON\.stringify\(([\w$]+)\)\.length;if\(([\w$]+)\.fetchCache&&\1>2097152/g,
    lazy: 'let $1;if($3.fetchCache&&($1=JSON.stringify($2).length)>2097152',
    done: /let [\w$]+;if\([\w$]+\.fetchCache&&\([\w$]+=JSON\.stringify\([\w$]+\)\.length\)>2097152/,
  },
  // The sources (server/lib/incremental-cache/index.js, CommonJS and ESM).
  {
    eager:
      /const (\w+) = JSON\.stringify\((\w+)\)\.length;(\s*)if \((\w+)\.fetchCache && \1 > 2 \* 1024 \* 1024/g,
    lazy: 'let $1;$3if ($4.fetchCache && ($1 = JSON.stringify($2).length) > 2 * 1024 * 1024',
    done: /let \w+;\s*if \(\w+\.fetchCache && \(\w+ = JSON\.stringify\(\w+\)\.length\) > 2 \* 1024 \* 1024/,
  },
]

/** The measurement made lazy in one file's text; throws when the file measures in an unknown shape. */
export function patchText(text, name = 'file') {
  if (!text.includes(marker)) return text
  let patched = text
  for (const { eager, lazy } of shapes) patched = patched.replace(eager, lazy)
  if (!shapes.some(({ done }) => done.test(patched)))
    throw new Error(
      `${name}: Next's IncrementalCache.set measures entries in a shape this patch does not know`,
    )
  return patched
}

/** Every server runtime the installed Next ships: the files that may hold IncrementalCache.set. */
function runtimeFiles(nextDir) {
  const dist = path.join(nextDir, 'dist')
  return [
    ...readdirSync(path.join(dist, 'compiled/next-server'))
      .filter((name) => name.endsWith('.js'))
      .map((name) => path.join(dist, 'compiled/next-server', name)),
    path.join(dist, 'server/lib/incremental-cache/index.js'),
    path.join(dist, 'esm/server/lib/incremental-cache/index.js'),
  ]
}

/** Every file of the installed Next that holds IncrementalCache.set. */
export function cacheFiles(nextDir) {
  return runtimeFiles(nextDir).filter((file) => readFileSync(file, 'utf8').includes(marker))
}

/** Patches the installed Next (idempotent), reading each file once; returns the files that hold IncrementalCache.set. */
export function patchNext(nextDir) {
  const files = []
  for (const file of runtimeFiles(nextDir)) {
    const text = readFileSync(file, 'utf8')
    if (!text.includes(marker)) continue
    const patched = patchText(text, path.relative(nextDir, file))
    if (patched !== text) writeFileSync(file, patched)
    files.push(file)
  }
  return files
}

/** The files of the installed Next that still measure every entry (empty once patched). */
export function unpatched(nextDir) {
  return cacheFiles(nextDir).filter((file) =>
    shapes.some(({ eager }) => new RegExp(eager.source).test(readFileSync(file, 'utf8'))),
  )
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const nextDir = path.dirname(fileURLToPath(import.meta.resolve('next/package.json')))
  console.log(`Next's page cache: entry measurement made lazy in ${patchNext(nextDir).length} files.`)
}
