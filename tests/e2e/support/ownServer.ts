// A server of the browser tests' build on a data folder of its own, migrated and seeded as `npm start` does, on
// 127.0.0.1 only: for a test whose writes no other test may see (the content fuzz), so that it runs beside them
// (issue #31). It stops with the test, or when the test process goes (tests/e2e/support/exitWithParent.mjs).
import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { serverEnv } from '../../../playwright.config'

export interface OwnServer {
  url: string
  stop(): Promise<void>
}

export async function startOwnServer(port: number): Promise<OwnServer> {
  const url = `http://127.0.0.1:${port}`
  const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-own-server-'))
  const lines: string[] = []
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.resolve('scripts/start.ts')], {
    stdio: ['pipe', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...serverEnv,
      // The start script and the server it spawns both exit when this process's end of their stdin closes.
      NODE_OPTIONS: `--import ${path.resolve('tests/e2e/support/exitWithParent.mjs')}`,
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      SITE_URL: url,
      DATA_DIR: dataDir,
      SKIP_BUILD: '1',
    },
  })
  for (const stream of [child.stdout, child.stderr])
    stream?.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)))
  const exited = once(child, 'exit')
  const deadline = Date.now() + 120_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`own server exited:\n${lines.join('\n')}`)
    const ready = await fetch(`${url}/version.json`).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) break
    if (Date.now() > deadline) throw new Error(`own server did not start:\n${lines.join('\n')}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM')
        await exited
      }
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
