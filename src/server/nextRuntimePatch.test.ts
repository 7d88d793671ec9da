// Issue #34, the postinstall patch (./nextRuntimePatch.mjs): Next's page cache stores a rendered page without first
// writing it out as JSON to measure it (data-cache entries are still measured against their 2 MB limit), and a render
// makes no per-segment prefetch data (tests/e2e/kept-pages.spec.ts holds what a segment prefetch then gets).
import { createRequire } from 'node:module'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { filesHolding, patchText, unpatched } from './nextRuntimePatch.mjs'

const require = createRequire(import.meta.url)
const nextDir = path.dirname(require.resolve('next/package.json'))

describe('the lazy measurement', () => {
  const minified =
    'async set(e,t,r){let i=JSON.stringify(t).length;if(r.fetchCache&&i>2097152&&!this.h){let t=`items over 2MB (${i})`}}'

  it('measures an entry only when the data-cache limit applies, and is idempotent', () => {
    const patched = patchText(minified)
    expect(patched).toContain('let i;if(r.fetchCache&&(i=JSON.stringify(t).length)>2097152&&!this.h)')
    expect(patchText(patched)).toBe(patched)
  })

  it('leaves a file without IncrementalCache.set alone, and stops at a measurement it does not know', () => {
    expect(patchText('let i=JSON.stringify(t).length')).toBe('let i=JSON.stringify(t).length')
    expect(() => patchText(minified.replace('let i=', 'var i='), 'runtime.js')).toThrow(/runtime\.js/)
  })
})

describe('no per-segment prefetch data', () => {
  const minified = 'let m=!1;i.segmentData=await r.collectSegmentData(n.cacheComponents,e,d,o,c,!!n.x,s,m)}'
  const source =
    '    metadata.segmentData = await ComponentMod.collectSegmentData(renderOpts.cacheComponents, a);'

  it('calls a function that makes none instead, in the minified and the source shapes, and is idempotent', () => {
    for (const text of [minified, source]) {
      const patched = patchText(text)
      expect(patched).not.toMatch(/await \w+\.collectSegmentData\(/)
      expect(patched).toMatch(
        /segmentData ?= ?await \(\/\* no per-segment prefetch data: collectSegmentData \*\/ \(\) => undefined\)\(/,
      )
      expect(patchText(patched)).toBe(patched)
    }
  })

  it('stops at a call it does not know', () => {
    expect(() => patchText(minified.replace('=await ', '=void '), 'runtime.js')).toThrow(
      /runtime\.js.*segment/,
    )
  })
})

it('has been applied by the install to every runtime of the installed Next', () => {
  expect(filesHolding(nextDir, 'lazyMeasurement').length).toBeGreaterThan(20)
  // The app-page runtimes (production and development, Turbopack and webpack, each experimental too) and sources.
  expect(filesHolding(nextDir, 'noSegmentData').length).toBeGreaterThanOrEqual(10)
  expect(unpatched(nextDir)).toEqual([])
})

describe("Next's IncrementalCache, as installed", () => {
  // The source form of the class every compiled runtime carries (patched the same way).
  const { IncrementalCache } = require('next/dist/server/lib/incremental-cache/index.js') as {
    IncrementalCache: new (options: object) => {
      set: (key: string, data: object, context: object) => Promise<void>
    }
  }

  async function measured(context: object): Promise<{ stored: number; serialized: number }> {
    let stored = 0
    let serialized = 0
    const cache = new IncrementalCache({
      dev: false,
      requestHeaders: {},
      previewProps: { previewModeId: 'preview' },
      prerenderManifest: { version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview: {} },
      CurCacheHandler: class {
        async set() {
          stored += 1
        }
      },
    })
    const entry = {
      kind: 'APP_PAGE',
      html: '<html></html>',
      rscData: Buffer.alloc(10),
      // JSON.stringify calls this when it writes the entry out.
      toJSON: () => ((serialized += 1), {}),
    }
    await cache.set('/a-page', entry, context)
    return { stored, serialized }
  }

  it('stores a page without writing it out as JSON', async () => {
    const route = { kind: 'APP_PAGE', sourceRoute: '/[locale]/[[...path]]' }
    expect(await measured({ route, cacheControl: { revalidate: 3600 } })).toEqual({
      stored: 1,
      serialized: 0,
    })
  })

  it('still measures a data-cache entry', async () => {
    expect(await measured({ fetchCache: true, fetchUrl: 'https://example.test/' })).toEqual({
      stored: 1,
      serialized: 1,
    })
  })
})
