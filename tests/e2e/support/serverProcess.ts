// A server process a browser test starts itself (hosted mode's second server, a test's own server): its output kept
// line by line, ready once /version.json answers, stopped with SIGTERM.
import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'

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
  const child: ChildProcess = spawn(process.execPath, args, { stdio: ['pipe', 'pipe', 'pipe'], env })
  for (const stream of [child.stdout, child.stderr])
    stream?.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)))
  const exited = once(child, 'exit')
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited:\n${lines.join('\n')}`)
    const ready = await fetch(`${url}/version.json`).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) break
    if (Date.now() > deadline) throw new Error(`${name} did not start:\n${lines.join('\n')}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
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
