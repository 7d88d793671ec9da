// A server process a browser test starts itself (hosted mode's second server, a test's own server): its output kept
// line by line, ready once /version.json answers, stopped with SIGTERM. One that does not start in time is asked for
// Node's diagnostic report (what it runs and waits on), printed with the error.
import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export interface ServerProcess {
  /** Everything the server wrote to stdout and stderr, line by line. */
  lines: string[]
  stop(): Promise<void>
}

export async function startServerProcess(
  name: string,
  url: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
): Promise<ServerProcess> {
  const lines: string[] = []
  const reports = mkdtempSync(path.join(tmpdir(), 'server-report-'))
  const child: ChildProcess = spawn(
    process.execPath,
    ['--report-on-signal', `--report-directory=${reports}`, ...args],
    {
      stdio: ['pipe', 'pipe', 'pipe'],
      env,
    },
  )
  for (const stream of [child.stdout, child.stderr])
    stream?.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)))
  const exited = once(child, 'exit')
  const deadline = Date.now() + timeoutMs
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${name} exited:\n${lines.join('\n')}`)
      const ready = await fetch(`${url}/version.json`).then(
        (response) => response.ok,
        () => false,
      )
      if (ready) break
      if (Date.now() > deadline)
        throw new Error(
          `${name} did not start:\n${lines.join('\n')}\n${await diagnosticReport(child, reports)}`,
        )
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  } catch (error) {
    child.kill('SIGKILL')
    throw error
  } finally {
    rmSync(reports, { recursive: true, force: true })
  }
  return {
    lines,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM')
        await exited
      }
    },
  }
}

/** The CPU time, JavaScript stack and open handles of a process that did not start (node --report-on-signal). */
async function diagnosticReport(child: ChildProcess, directory: string): Promise<string> {
  child.kill('SIGUSR2')
  let report: Report | undefined
  for (let wait = 0; wait < 20 && !report; wait++) {
    await new Promise((resolve) => setTimeout(resolve, 250))
    const [file] = readdirSync(directory)
    // Read once it is whole (Node writes it while the process runs on).
    report = file ? parsed(readFileSync(path.join(directory, file), 'utf8')) : undefined
  }
  if (!report) return 'No diagnostic report.'
  const { userCpuSeconds, kernelCpuSeconds } = report.resourceUsage
  const handles = report.libuv
    .filter(({ is_active, is_referenced }) => is_active && is_referenced)
    .map((handle) => JSON.stringify(handle))
  return [
    `Diagnostic report: ${userCpuSeconds.toFixed(1)} s user and ${kernelCpuSeconds.toFixed(1)} s system CPU so far.`,
    report.javascriptStack.message,
    ...(report.javascriptStack.stack ?? []),
    'Active handles:',
    ...handles,
  ].join('\n')
}

/** The fields of Node's diagnostic report this prints (https://nodejs.org/api/report.html). */
interface Report {
  resourceUsage: { userCpuSeconds: number; kernelCpuSeconds: number }
  javascriptStack: { message: string; stack?: string[] }
  libuv: { type: string; is_active: boolean; is_referenced?: boolean }[]
}

function parsed(text: string): Report | undefined {
  try {
    return JSON.parse(text) as Report
  } catch {
    return undefined
  }
}
