// Issue #34, run after every install (package.json postinstall): two patches to work Next 16.4.5 does on every page
// it renders that nothing here reads, each in every server runtime Next ships. Each fails the install when an
// upgraded Next has the code in a shape it does not know, so an upgrade says so instead of slowing again.
// - Lazy measurement: IncrementalCache.set measures each entry with JSON.stringify(entry).length before storing it, a
//   size it only needs for data-cache (fetch) entries and their 2 MB limit. A page's entry holds its RSC payload as a
//   Buffer, which JSON writes out as an array of numbers: ~10 % of a first render's JavaScript time in a profile of
//   110 first renders, all of it synchronous (a 120 KB payload takes ~20 ms here).
// - No per-segment prefetch data: after rendering a page to keep, Next decodes its whole RSC payload again and encodes
//   one payload per route segment, for the client router's segment prefetches. The public pages make none (no
//   `next/link`, no `router.prefetch`); a segment prefetch that still comes is answered with the whole page's payload,
//   as Next does for a page without them. Of a first render's ~22 ms, ~2–3 ms went to it (README "Pages as files").
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** Each patch: what marks a file holding the code, and the code's shapes before and after. */
const patches = {
  lazyMeasurement: {
    // IncrementalCache.set's warning for data-cache entries over the limit.
    marker: 'items over 2MB',
    what: "Next's IncrementalCache.set measures entries",
    shapes: [
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
    ],
  },
  noSegmentData: {
    marker: 'collectSegmentData',
    what: 'Next makes per-segment prefetch data',
    shapes: [
      // Minified (`i.segmentData=await r.collectSegmentData(`) and sources (`metadata.segmentData = await …`): the call
      // becomes one of a function that returns nothing (its arguments are plain reads); the comment keeps the marker.
      {
        eager: /([\w$]+)\.segmentData( ?)=( ?)await ([\w$]+)\.collectSegmentData\(/g,
        lazy: '$1.segmentData$2=$3await (/* no per-segment prefetch data: collectSegmentData */ () => undefined)(',
        done: /\.segmentData ?= ?await \(\/\* no per-segment prefetch data: collectSegmentData \*\/ \(\) => undefined\)\(/,
      },
    ],
  },
}

/** One file's text with every patch whose code it holds applied; throws when it holds that code in an unknown shape. */
export function patchText(text, name = 'file') {
  let patched = text
  for (const { marker, what, shapes } of Object.values(patches)) {
    if (!patched.includes(marker)) continue
    for (const { eager, lazy } of shapes) patched = patched.replace(eager, lazy)
    if (!shapes.some(({ done }) => done.test(patched)))
      throw new Error(`${name}: ${what} in a shape this patch does not know`)
  }
  return patched
}

/** Every server runtime the installed Next ships, and the sources of the code the patches change. */
function runtimeFiles(nextDir) {
  const dist = path.join(nextDir, 'dist')
  return [
    ...readdirSync(path.join(dist, 'compiled/next-server'))
      .filter((name) => name.endsWith('.js'))
      .map((name) => path.join(dist, 'compiled/next-server', name)),
    ...['server', 'esm/server'].flatMap((sources) => [
      path.join(dist, sources, 'lib/incremental-cache/index.js'),
      path.join(dist, sources, 'app-render/app-render.js'),
    ]),
  ]
}

/** Every file of the installed Next that holds the code a patch changes. */
export function filesHolding(nextDir, patch) {
  return runtimeFiles(nextDir).filter((file) => readFileSync(file, 'utf8').includes(patches[patch].marker))
}

/** Patches the installed Next (idempotent), reading each file once; returns the files it holds patched. */
export function patchNext(nextDir) {
  const files = []
  for (const file of runtimeFiles(nextDir)) {
    const text = readFileSync(file, 'utf8')
    const patched = patchText(text, path.relative(nextDir, file))
    if (patched !== text) writeFileSync(file, patched)
    if (Object.values(patches).some(({ marker }) => text.includes(marker))) files.push(file)
  }
  return files
}

/** The files of the installed Next that still hold code a patch changes unchanged (empty once patched). */
export function unpatched(nextDir) {
  return runtimeFiles(nextDir).filter((file) => {
    const text = readFileSync(file, 'utf8')
    return Object.values(patches).some(
      ({ marker, shapes }) =>
        text.includes(marker) && shapes.some(({ eager }) => new RegExp(eager.source).test(text)),
    )
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const nextDir = path.dirname(fileURLToPath(import.meta.resolve('next/package.json')))
  console.log(`Next patched (issue #34) in ${patchNext(nextDir).length} files.`)
}
