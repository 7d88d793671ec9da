// The site's instances of the scale test (issue #23): `npm start`'s script with the shared build (SKIP_BUILD=1), each
// in a process group of its own so a test can kill it outright, all on one database, one Redis and one media folder.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { scriptArgs } from '../../scripts/lib/build'
import { groupProcesses, processReports, statFields } from '../support/processReports'

const root = path.resolve(import.meta.dirname, '../..')
export const distDir = '.next'

/** Makes the shared build once when `npm test`'s browser run has not left one (the scale test run alone). */
export function ensureSharedBuild(): void {
  const ready = ['BUILD_ID', 'precompressed', 'serve.mjs'].every((file) =>
    existsSync(path.join(root, distDir, file)),
  )
  if (ready) return
  const result = spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['scripts/build.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_DIST_DIR: distDir },
  })
  if (result.status !== 0) throw new Error('npm run build:site failed')
}

export interface Instance {
  port: number
  url: string
  /** The process group's leader (its tree is the instance). */
  pid: number
  output: () => string
  /** What each of its processes waits on (Node's diagnostic reports, summarised). */
  processReports: () => Promise<string>
  /** Ends the instance: SIGTERM (graceful) or SIGKILL (a crash); resolves when its processes are gone. */
  stop(signal?: NodeJS.Signals): Promise<void>
}

export function startInstance(port: number, env: Record<string, string>): Instance {
  const dataDir = mkdtempSync(path.join(tmpdir(), `shop-instance-${port}-`))
  const reports = processReports(dataDir)
  const child: ChildProcess = spawn(process.execPath, scriptArgs('start'), {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...reports.env,
      ...env,
      // Its database sessions carry its name.
      ...(env.DATABASE_URL && { DATABASE_URL: `${env.DATABASE_URL}?application_name=instance-${port}` }),
      PORT: String(port),
      DATA_DIR: dataDir,
      NEXT_DIST_DIR: distDir,
      SKIP_BUILD: '1',
      NODE_ENV: 'production',
    },
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk))
  const exited = new Promise<void>((resolve) =>
    child.on('exit', () => {
      rmSync(dataDir, { recursive: true, force: true })
      resolve()
    }),
  )
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    output: () => output,
    processReports: () => reports.collect(child.pid!),
    async stop(signal = 'SIGTERM') {
      try {
        process.kill(-child.pid!, signal)
      } catch {
        return
      }
      await exited
    },
  }
}

/** Waits until `url` answers 200 (the instance's /healthz). */
export async function waitForHealthy(instance: Instance, timeoutMs = 300_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${instance.url}/healthz`)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`instance on ${instance.port} not healthy:\n${instance.output().slice(-3000)}`)
}

/** An instance's process (in its process group) whose arguments `matches` takes, with those arguments. */
const processOf = (instance: Instance, matches: (args: string[]) => boolean) =>
  groupProcesses(instance.pid).find(({ args }) => matches(args))

/** Issue #34: an instance's renderer process (the one with the renderer flag in its process group), if it runs. */
export function rendererOf(
  instance: Instance,
): { pid: number; args: string[]; cpuSeconds: () => number } | undefined {
  const renderer = processOf(instance, (args) => args.includes('--renderer'))
  if (!renderer) return undefined
  const { pid } = renderer
  // utime + stime, in clock ticks (100 a second on Linux).
  return { ...renderer, cpuSeconds: () => (Number(statFields(pid)[11]) + Number(statFields(pid)[12])) / 100 }
}

/** The serving process `npm start` spawns (the build's server script), with its arguments. */
export const servingProcessOf = (instance: Instance) =>
  processOf(instance, (args) => args.at(-1)?.endsWith('serve.mjs') ?? false)
