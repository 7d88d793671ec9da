// Issue #23: SIGTERM stops accepting connections, lets the request in flight finish, and exits 0.
import { spawn } from 'node:child_process'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { freePort } from '../support/services'

const root = path.resolve(import.meta.dirname, '../..')

describe('graceful shutdown', () => {
  it('finishes the request in flight, refuses new ones, and exits 0', async () => {
    const port = await freePort()
    const server = spawn(path.join(root, 'node_modules/.bin/tsx'), ['tests/support/slowServer.ts'], {
      cwd: root,
      env: { ...process.env, PORT: String(port), SLOW_MS: '1500' },
    })
    const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)))
    await new Promise<void>((resolve) => server.stdout.on('data', () => resolve()))
    const inFlight = fetch(`http://127.0.0.1:${port}/`).then((response) => response.text())
    await new Promise((resolve) => setTimeout(resolve, 300))
    server.kill('SIGTERM')
    await new Promise((resolve) => setTimeout(resolve, 300))
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow()
    expect(await inFlight).toBe('finished')
    expect(await exited).toBe(0)
  })
})
