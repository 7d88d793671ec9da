// A server of the browser tests' build on a data folder of its own, migrated and seeded as `npm start` does, on
// 127.0.0.1 only: for a test file whose writes or load no other test may see (the fuzzes), so that it runs beside them
// (issue #31). It stops with the test, or when the test process goes (tests/e2e/support/exitWithParent.mjs).
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { test } from '@playwright/test'

import { baseURL, serverEnv, serverStart } from '../../../playwright.config'
import { type ServerProcess, startServerProcess } from './serverProcess'

export interface OwnServer extends ServerProcess {
  url: string
}

async function startOwnServer(port: number): Promise<OwnServer> {
  const url = `http://127.0.0.1:${port}`
  const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-own-server-'))
  // Under `npm test`, a copy of the data seeded while the type check ran (./seedData.ts); else it seeds its own.
  if (process.env.E2E_SEEDED_DATA) cpSync(process.env.E2E_SEEDED_DATA, dataDir, { recursive: true })
  const start = serverStart(dataDir)
  const server = await startServerProcess(
    'own server',
    url,
    start.args,
    {
      ...process.env,
      ...serverEnv,
      ...start.env,
      // The server (and the start script, where it runs) exit when this process's end of their stdin closes.
      NODE_OPTIONS: `--import ${path.resolve('tests/e2e/support/exitWithParent.mjs')}`,
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      SITE_URL: url,
      DATA_DIR: dataDir,
      SKIP_BUILD: '1',
      // Its saves are about stored content: no start-up sweep, no re-render of lists; a publish still renders its own
      // pages before it answers.
      PAGES_RENDER_RATE: '0',
    },
    120_000,
  )
  return {
    url,
    lines: server.lines,
    async stop() {
      await server.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * The calling test file's own server, on the browser tests' port + `offset`: the file's baseURL, started before its
 * first test and stopped after its last.
 */
export function ownServerForFile(offset: number) {
  const port = Number(new URL(baseURL).port) + offset
  const url = `http://127.0.0.1:${port}`
  let own: OwnServer | undefined
  test.use({ baseURL: url })
  test.beforeAll(async () => {
    test.setTimeout(180_000)
    own = await startOwnServer(port)
  })
  test.afterAll(() => own?.stop())
  return { port, url, lines: () => own?.lines ?? [] }
}
