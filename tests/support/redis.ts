// A throwaway Redis for the tests (issue #23): Debian's redis-server, loopback at a free port, its files in a temp
// folder, run as the `redis` user, stopped (and the folder removed) afterwards.
import { rmSync } from 'node:fs'
import path from 'node:path'

import Redis from 'ioredis'

import { ensureDebianPackage, freePort, runAs, serviceDirectory, stopDaemon } from './services'

const binary = '/usr/bin/redis-server'
const user = 'redis'

export interface TestRedis {
  url: string
  stop(): void
}

export async function startRedis(): Promise<TestRedis> {
  ensureDebianPackage(binary, ['redis-server'])
  const dir = serviceDirectory('shop-redis-', user)
  const port = await freePort()
  const pidFile = path.join(dir, 'redis.pid')
  // Memory only, no unix socket, loopback only: nothing outlives the test.
  runAs(user, binary, [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--dir',
    dir,
    '--save',
    '',
    '--appendonly',
    'no',
    '--daemonize',
    'yes',
    '--pidfile',
    pidFile,
    '--logfile',
    path.join(dir, 'log'),
  ])
  const url = `redis://127.0.0.1:${port}`
  // The daemon may not listen yet (a busy machine): the ping waits through refused connections. Not `connect()`,
  // whose promise rejects ("Connection is closed.") at the first refusal although the client goes on retrying.
  const probe = new Redis(url, {
    maxRetriesPerRequest: null,
    retryStrategy: (times) => (times > 50 ? null : 100),
  })
  probe.on('error', () => undefined)
  await probe.ping()
  probe.disconnect()
  let stopped = false
  return {
    url,
    stop() {
      if (stopped) return
      stopped = true
      stopDaemon(pidFile, 'SIGTERM')
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
