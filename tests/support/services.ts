// What the PostgreSQL and Redis helpers share (issue #23): Debian packages installed when missing, a free loopback
// port, a temp folder owned by the user the server runs as (never root), and running a command as that user.
import { execFileSync, spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

const isRoot = process.getuid?.() === 0

/** Installs Debian packages when `binary` is missing (the tests run as root in CI; apt is reachable). */
export function ensureDebianPackage(binary: string, packages: string[]): void {
  if (existsSync(binary)) return
  if (!isRoot) throw new Error(`${binary} is missing: apt-get install ${packages.join(' ')}`)
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'ignore' })
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], {
    stdio: 'ignore',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
}

/** A port nothing listens on now, on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/** The user a service runs as: `user` when we are root (PostgreSQL refuses root), else ourselves. */
export function serviceUser(user: string): { uid: number; gid: number } | undefined {
  if (!isRoot) return undefined
  const id = (flag: string) => Number(execFileSync('id', [flag, user], { encoding: 'utf8' }).trim())
  return { uid: id('-u'), gid: id('-g') }
}

/** A fresh temp folder the service user owns. */
export function serviceDirectory(prefix: string, user: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix))
  const owner = serviceUser(user)
  if (owner) chownSync(dir, owner.uid, owner.gid)
  return dir
}

/** Runs `command` as the service user and fails with its output when it fails. */
export function runAs(user: string, command: string, args: string[]): string {
  const [file, argv] = isRoot ? ['runuser', ['-u', user, '--', command, ...args]] : [command, args]
  const result = spawnSync(file, argv, { encoding: 'utf8' })
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`)
  return result.stdout
}

/**
 * Signals a daemon (by its pid file) and waits, up to `timeoutMs`, until it has exited, then SIGKILLs what is left:
 * a server still writing its last log lines as its folder is removed fails the removal (ENOTEMPTY).
 */
export function stopDaemon(pidFile: string, signal: NodeJS.Signals, timeoutMs = 10_000): void {
  let pid: number
  try {
    pid = Number(readFileSync(pidFile, 'utf8').trim())
    process.kill(pid, signal)
  } catch {
    return // Already gone.
  }
  const pause = new Int32Array(new SharedArrayBuffer(4))
  const running = () => {
    try {
      process.kill(pid, 0)
      return true
    } catch {
      return false
    }
  }
  const deadline = Date.now() + timeoutMs
  while (running() && Date.now() < deadline) Atomics.wait(pause, 0, 0, 50)
  if (running()) process.kill(pid, 'SIGKILL')
}
