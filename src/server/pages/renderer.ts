// Issue #34: the page work no visitor waits for runs in a renderer process of its own (PAGES_RENDERER=process, with
// REDIS_URL; README "Pages as files" says why it is not the default). A render holds its event loop for 40–100 ms; in
// the serving process every request in flight waited behind it. The renderer is the same server started with
// RENDERER_FLAG on a loopback port: it keeps what it renders in the shared store and hears revalidations through Redis,
// like a second instance, and runs at a lower CPU priority, so the serving process's answers come first when both want
// the cores.
import { type ChildProcess, fork } from 'node:child_process'

import { INTERNAL_TOKEN_ENV, internalToken } from '../internal'

/** The argument that starts the server as a renderer (scripts/serve.ts). */
export const RENDERER_FLAG = '--renderer'

/** The lowest priority: it renders with the CPU the serving process (and all else at 0) leaves; 5 measured worse. */
const NICENESS = 19

/** How long after an unexpected exit the renderer is started again (the serving process renders meanwhile). */
const RESTART_MS = 1000

/** The message a renderer sends its parent once it listens. */
export interface RendererReady {
  rendererPort: number
}

const isReady = (message: unknown): message is RendererReady =>
  typeof (message as RendererReady | undefined)?.rendererPort === 'number'

/** In the renderer: tells the serving process where it listens, and ends with it (even when it was killed). */
export function announceRenderer(port: number): void {
  process.send?.({ rendererPort: port } satisfies RendererReady)
  process.on('disconnect', () => process.exit(0))
}

/**
 * Starts `script` as a renderer and keeps one running. `origin()` is its loopback address once it listens, undefined
 * before and while it is restarted.
 */
export function startRenderer(script: string): { origin: () => string | undefined; stop: () => void } {
  let child: ChildProcess | undefined
  let origin: string | undefined
  let stopping = false

  const start = () => {
    // Started through nice(1), so every thread of it (V8's, libuv's compression pool) has the lower priority.
    const started = fork(script, [RENDERER_FLAG], {
      execPath: 'nice',
      execArgv: ['-n', String(NICENESS), process.execPath, ...process.execArgv],
      env: { ...process.env, [INTERNAL_TOKEN_ENV]: internalToken() },
      stdio: 'inherit',
    })
    child = started
    started.on('message', (message) => {
      if (isReady(message)) origin = `http://127.0.0.1:${message.rendererPort}`
    })
    started.on('exit', (code, signal) => {
      origin = undefined
      if (stopping) return
      console.error(`[renderer] exited (${signal ?? code}); the serving process renders until it is back.`)
      setTimeout(start, RESTART_MS).unref()
    })
  }
  const stop = () => {
    stopping = true
    child?.kill('SIGTERM')
    process.off('SIGTERM', stop)
    process.off('SIGINT', stop)
  }
  start()
  // The serving process's graceful stop (src/server/shutdown.ts) ends its renderer, never restarts it.
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
  return { origin: () => origin, stop }
}
