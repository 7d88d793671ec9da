// Issues #22, #23, #34: "this process's Next cache has just applied a revalidation", its own or another instance's
// (through Redis, src/server/cache-handler.mjs), with the tags it names. The front door updates its routing index
// and drops or refreshes its page versions on it: after the tags manifest changed, never before, so the page
// rendered next is the new one. One emitter per process through globalThis: Next loads the cache handler apart from
// the front door's bundle.
import { EventEmitter } from 'node:events'

/**
 * `local`: revalidated by this process (a publish here: its transaction is committed); `remote`: by another
 * instance; `catch-up`: what was missed while this process did not listen (at start, after a reconnection). A local
 * one's `shared` settles once it is announced to every process through Redis (with REDIS_URL).
 * @typedef {{ tags: string[], origin: 'local' | 'remote' | 'catch-up', shared?: Promise<void> }} Revalidation
 */

const key = Symbol.for('lumibook.revalidations')
/** @type {EventEmitter} */
const emitter = (globalThis[key] ??= new EventEmitter())

/** The tag a publish of a CMS entry (or of its variations) revalidates: `entry:stories:12`. */
export const entryTag = (/** @type {string} */ collection, /** @type {number | string} */ id) =>
  `entry:${collection}:${id}`

/** The tag a change of the page wrapper (navigation, footer, top banners) revalidates: every page shows it. */
export const wrapperTag = 'site:wrapper'

/**
 * Tells the listeners that revalidated tags were applied to this process's tags manifest.
 * @param {Revalidation} revalidation
 */
export function revalidationApplied(revalidation) {
  emitter.emit('applied', revalidation)
}

/**
 * Calls `listener` after every revalidation this process applies; returns the unsubscribe.
 * @param {(revalidation: Revalidation) => void} listener
 */
export function onRevalidationApplied(listener) {
  emitter.on('applied', listener)
  return () => void emitter.off('applied', listener)
}

const expireKey = Symbol.for('lumibook.expireLocally')

/**
 * Issue #34: expires route paths in this process's Next cache alone (the payloads of client navigations): every
 * instance works out the same pages a publish changed, so each expires its own copies. Next's cache handler
 * registers how (./cache-handler.mjs); before it has loaded, Next holds nothing to expire.
 * @param {string[]} paths
 */
export function expireLocally(paths) {
  globalThis[expireKey]?.(paths)
}

/** @param {(paths: string[]) => void} expire */
export function registerLocalExpiry(expire) {
  globalThis[expireKey] = expire
}
