// Issues #22, #23: "this process's Next cache has just applied a revalidation", its own or another instance's (through
// Redis, src/server/cache-handler.mjs). The front door drops its kept page versions on it: after the tags manifest
// changed, never before, so the page rendered next is the new one. One emitter per process through globalThis: Next
// loads the cache handler apart from the front door's bundle.
import { EventEmitter } from 'node:events'

const key = Symbol.for('lumibook.revalidations')
/** @type {EventEmitter} */
const emitter = (globalThis[key] ??= new EventEmitter())

/** Tells the listeners that revalidated tags were applied to this process's tags manifest. */
export function revalidationApplied() {
  emitter.emit('applied')
}

/**
 * Calls `listener` after every revalidation this process applies; returns the unsubscribe.
 * @param {() => void} listener
 */
export function onRevalidationApplied(listener) {
  emitter.on('applied', listener)
  return () => void emitter.off('applied', listener)
}
