// Issue #34, assembled for the front door (scripts/serve.ts): the kept versions' store (its index in Redis with
// REDIS_URL, else a log file; its files in PAGES_DIR; both per build), the page server, the router's index, and what a
// publish does to the kept pages: it purges exactly the pages it changed and renders them at once, marks list pages
// it shifted stale, and a change of the page wrapper (or a new build) re-renders every page in the background.
import { existsSync, readFileSync, rmSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'

import Redis from 'ioredis'

import type { SiteConfig } from '@/config/site'

import { INTERNAL_TOKEN_HEADER, internalToken } from '../internal'
import { redis } from '../redis'
import { expireLocally, onRevalidationApplied, type Revalidation, wrapperTag } from '../revalidations.mjs'
import { createIndexSource, type IndexUpdate } from '../routing/indexSource'
import type { ExtraSources } from '../security/headers'
import { affectedBy, entryKeys, everyKey, parsePageKey } from './affected'
import { priorities, reportBacklog } from './background'
import { createPageServer } from './index'
import { createPageStore } from './store'
import { fileKeptIndex } from './store/file'
import { versionFiles } from './store/files'
import { redisKeptIndex } from './store/redis'

/** The header of the front door's own render requests: the key to render and keep. */
export const RENDER_HEADER = 'x-lumibook-render'

type Handler = (request: IncomingMessage, response: ServerResponse) => unknown
type Compress = (request: IncomingMessage, response: ServerResponse, next: () => void) => void

/** Next renders a page anew (never from its own cache) when asked with its build's preview id (on-demand ISR). */
function previewModeId(distDir: string): string | undefined {
  const manifest = path.join(distDir, 'prerender-manifest.json')
  if (!existsSync(manifest)) return undefined
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { preview?: { previewModeId?: string } }).preview
    ?.previewModeId
}

export function keptPages({
  config,
  distDir,
  dev,
  origin,
  renderOrigin = () => undefined,
  handle,
  compress,
  extra,
}: {
  config: SiteConfig
  distDir: string
  dev: boolean
  origin: string
  /** Where background renders go (the renderer process, ./renderer.ts), when it answers; else `origin`. */
  renderOrigin?: () => string | undefined
  handle: Handler
  compress: Compress
  extra: ExtraSources
}) {
  // A version belongs to the build that rendered it: its scripts' names are that build's (README "Pages as files").
  // `next dev` has no build id and changes with every edit: its versions live as long as the process.
  const build = dev ? `dev-${process.pid}` : readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim()
  const folder = path.join(config.pages.directory, build)
  if (dev) rmSync(folder, { recursive: true, force: true })
  const shared = redis()
  const index = shared
    ? redisKeptIndex(shared, new Redis(config.redisUrl!, { connectionName: 'lumibook-pages' }), build)
    : fileKeptIndex(folder)
  const store = createPageStore({ index, files: versionFiles(folder) })
  const revalidate = dev ? undefined : previewModeId(distDir)

  async function renderInternally(key: string) {
    const { path: routePath } = parsePageKey(key)
    const response = await fetch(`${renderOrigin() ?? origin}${encodeURI(routePath)}`, {
      headers: { [INTERNAL_TOKEN_HEADER]: internalToken(), [RENDER_HEADER]: encodeURIComponent(key) },
      cache: 'no-store',
    })
    await response.arrayBuffer()
    if (response.status !== 204) throw new Error(`rendering ${key} answered ${response.status}`)
  }

  const pages = createPageServer({
    handle,
    compress,
    extra,
    store,
    renderInternally,
    rate: config.pages.renderRate,
    compressRate: config.pages.recompressRate,
    servingRate: config.pages.servingRenderRate,
    renderHeaders: revalidate ? { 'x-prerender-revalidate': revalidate } : {},
  })
  reportBacklog(() => pages.background.backlog)

  /** Every page the routing index knows that has no current kept version, one at a time. */
  async function* notCurrent(): AsyncGenerator<string> {
    const routing = routingIndex.current()
    if (!routing) return
    for (const key of everyKey(routing)) {
      const entry = await index.get(key)
      if (!entry || !store.isCurrent(entry)) yield key
    }
  }

  /** What a publish does to the kept pages; resolves once the entries' own pages are kept anew. */
  async function published({ revalidation, changes, full }: IndexUpdate) {
    // Announcements missed while Redis was away: memory copies may be old, and the wrapper may have moved on.
    if (full) {
      await store.forget()
      return sweep()
    }
    const routing = routingIndex.current()
    if (!routing) return
    const local = revalidation.origin === 'local'
    // Announced through Redis before the renderer is asked: it applies what was announced, then renders (serve.ts).
    if (local) await revalidation.shared
    const own: Promise<void>[] = []
    for (const change of changes) {
      const { purge, render, stale } = affectedBy(change, routing)
      // Next's own copies on this instance (client navigations' payloads) follow on every instance.
      expireLocally([...purge, ...stale].map((key) => parsePageKey(key).path))
      // The instance the publish happened on changes the shared store and renders, once for all.
      if (!local) continue
      await store.purge(purge)
      await store.markStale(stale)
      const entryPages = new Set(change.after ? entryKeys(change.after) : [])
      for (const key of render) {
        if (entryPages.has(key)) own.push(pages.background.render(key, priorities.publish))
        else void pages.background.render(key, priorities.related)
      }
      for (const key of stale) void pages.background.render(key, priorities.sweep)
    }
    if (local && revalidation.tags.includes(wrapperTag)) await store.nextGeneration()
    await Promise.all(own)
  }

  // This process's own publishes in progress (an editor's save answers once they are done, scripts/serve.ts).
  const publishing = new Map<Revalidation, Promise<void>>()
  const finished = new Map<Revalidation, () => void>()
  onRevalidationApplied((revalidation) => {
    if (revalidation.origin !== 'local') return
    publishing.set(revalidation, new Promise((resolve) => finished.set(revalidation, resolve)))
  })
  const routingIndex = createIndexSource(origin, {
    onUpdate: (update) =>
      void published(update)
        .catch((error: unknown) => console.error('[pages] after a publish', error))
        .finally(() => {
          finished.get(update.revalidation)?.()
          finished.delete(update.revalidation)
          publishing.delete(update.revalidation)
        }),
  })
  // Every instance re-renders every page when the wrapper's generation moves on (and at start, for a new build).
  let swept = -1
  const sweep = () => {
    if (swept === store.generation()) return
    swept = store.generation()
    pages.background.sweep(notCurrent())
  }
  index.onAnnouncement((message) => {
    if (message.generation !== undefined) queueMicrotask(sweep)
  })

  return {
    pages,
    routingIndex,
    /** Reads the routing index, then renders what is not kept yet (after the server listens). */
    start() {
      routingIndex.start()
      void Promise.all([routingIndex.settled(), store.ready]).then(sweep)
    },
    /** Resolves once this process's publishes so far have their entries' pages kept anew (or after `ms`). */
    published(ms: number): Promise<void> {
      if (!publishing.size) return Promise.resolve()
      let timer: NodeJS.Timeout | undefined
      return Promise.race([
        Promise.all(publishing.values()).then(() => undefined),
        new Promise<void>((resolve) => (timer = setTimeout(resolve, ms))),
      ]).finally(() => clearTimeout(timer))
    },
  }
}
