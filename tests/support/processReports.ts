// Issue #31: a started process that never gets on says where it waits. Each Node process of its tree writes Node's
// diagnostic report on SIGUSR2 (its JavaScript stack and open handles), read back here as a few lines each.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

export interface ProcessReports {
  /** For the child's environment: every Node process it starts can report. */
  env: { NODE_OPTIONS: string }
  /** Asks the Node processes of process group `group` for their reports, and summarises them. */
  collect(group: number): Promise<string>
}

interface Report {
  header: { processId: number; commandLine: string[] }
  javascriptStack: { message: string; stack?: string[] }
  libuv: {
    type: string
    is_active: boolean
    remoteEndpoint?: { port: number }
    localEndpoint?: { port: number }
  }[]
}

/** Reports written into `dir` (the caller's, which it removes). */
export function processReports(dir: string): ProcessReports {
  const flags = ['--report-on-signal', '--report-signal=SIGUSR2', `--report-directory=${dir}`]
  return {
    env: { NODE_OPTIONS: [process.env.NODE_OPTIONS, ...flags].filter(Boolean).join(' ') },
    async collect(group) {
      // Only Node takes the signal for a report: it ends most other programs.
      for (const { pid, args } of groupProcesses(group))
        try {
          if (path.basename(args[0] ?? '') === 'node') process.kill(pid, 'SIGUSR2')
        } catch {
          // Gone meanwhile.
        }
      await new Promise((resolve) => setTimeout(resolve, 3000))
      return readdirSync(dir)
        .filter((file) => file.endsWith('.json'))
        .map((file) => summary(JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Report))
        .join('\n')
    },
  }
}

/** The event loop's own handles, in every process. */
const quietHandles = new Set(['async', 'check', 'prepare', 'idle', 'loop', 'signal'])

function summary({ header, javascriptStack, libuv }: Report): string {
  const handles = libuv
    .filter(({ type, is_active }) => is_active && !quietHandles.has(type))
    .map(({ type, localEndpoint, remoteEndpoint }) =>
      remoteEndpoint?.port ? `${type} ${localEndpoint?.port}→${remoteEndpoint.port}` : type,
    )
  return [
    `${header.processId}: ${header.commandLine.join(' ').slice(0, 200)}`,
    `  stack: ${javascriptStack.message} ${(javascriptStack.stack ?? []).slice(0, 12).join(' ')}`,
    `  active handles: ${handles.join(', ')}`,
  ].join('\n')
}

/** /proc/{pid}/stat's fields after the command name (state first, then the parent, then the process group). */
export function statFields(pid: number): string[] {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')
}

/** The processes of process group `group` (a detached child and what it started), with their arguments. */
export function groupProcesses(group: number): { pid: number; args: string[] }[] {
  const found: { pid: number; args: string[] }[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      if (Number(statFields(Number(entry))[2]) !== group) continue
      const args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').filter(Boolean)
      found.push({ pid: Number(entry), args })
    } catch {
      // The process ended while we looked.
    }
  }
  return found
}
