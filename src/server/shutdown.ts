// Issue #23: graceful shutdown on SIGTERM (and Ctrl+C): stop accepting connections, let the requests in flight finish,
// close the shared connections, exit. A request that outlasts the grace period is cut off so the process still ends;
// a repeated signal (the group's and the parent's forwarded one) changes nothing.
import type { Server } from 'node:http'

import { closeSharedTags } from './cache-handler.mjs'
import { closeRedis } from './redis'

/** How long in-flight requests get (a load balancer's stop timeout is usually longer). */
export const SHUTDOWN_GRACE_MS = 15_000

/**
 * A kept-alive connection stays open longer than a balancer keeps its own idle ones (nginx's upstream
 * keepalive_timeout is 60 s): one the server closed just as a client reused it would be a reset (a 502 behind nginx).
 */
export function keepConnectionsAlive(server: Server, idleMs = 65_000): void {
  server.keepAliveTimeout = idleMs
  server.headersTimeout = idleMs + 1000
}

export function shutdownGracefully(server: Server, graceMs = SHUTDOWN_GRACE_MS): void {
  let stopping = false
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    console.log(`${signal}: finishing requests in flight, then stopping.`)
    const forced = setTimeout(() => {
      console.error('Requests still running after the grace period; stopping anyway.')
      process.exit(1)
    }, graceMs)
    forced.unref()
    // Kept-alive connections with no request in flight close now; busy ones once their response is sent.
    const idle = setInterval(() => server.closeIdleConnections(), 100)
    server.close(() => {
      clearInterval(idle)
      Promise.all([closeRedis(), closeSharedTags()]).finally(() => process.exit(0))
    })
    server.closeIdleConnections()
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}
