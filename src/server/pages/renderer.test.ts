// Issue #34: the renderer process (./renderer.ts): started at a lower priority with the serving process's internal
// token, its address known once it listens, started again when it dies, and not once stopped.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { getPriority, tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { internalToken } from '../internal'
import { startRenderer } from './renderer'

let folder: string
let script: string

beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'renderer-'))
  script = path.join(folder, 'renderer.mjs')
  // A stand-in for scripts/serve.ts started as a renderer: it answers with its pid, flag and token, then says where.
  writeFileSync(
    script,
    `import { createServer } from 'node:http'
const server = createServer((request, response) =>
  response.end(JSON.stringify({ pid: process.pid, argv: process.argv.slice(2), token: process.env.LUMIBOOK_INTERNAL_TOKEN })),
)
server.listen(0, '127.0.0.1', () => process.send({ rendererPort: server.address().port }))
process.on('disconnect', () => process.exit(0))
`,
  )
})

afterAll(() => rmSync(folder, { recursive: true, force: true }))

async function answered(renderer: ReturnType<typeof startRenderer>) {
  await expect.poll(() => renderer.origin(), { timeout: 10_000 }).toBeDefined()
  const response = await fetch(renderer.origin()!)
  return (await response.json()) as { pid: number; argv: string[]; token: string }
}

describe('the renderer process', () => {
  it('runs at the lowest priority with the serving process token, and is started again when it dies', async () => {
    const renderer = startRenderer(script)
    try {
      expect(renderer.origin()).toBeUndefined()
      const first = await answered(renderer)
      expect(first).toMatchObject({ argv: ['--renderer'], token: internalToken() })
      expect(getPriority(first.pid)).toBe(19)

      process.kill(first.pid, 'SIGKILL')
      await expect.poll(() => renderer.origin(), { timeout: 5_000 }).toBeUndefined()
      const second = await answered(renderer)
      expect(second.pid).not.toBe(first.pid)
      expect(getPriority(second.pid)).toBe(19)
    } finally {
      renderer.stop()
    }
  })

  it('is not started again once stopped', async () => {
    const renderer = startRenderer(script)
    const { pid } = await answered(renderer)
    renderer.stop()
    await expect.poll(() => renderer.origin(), { timeout: 5_000 }).toBeUndefined()
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(renderer.origin()).toBeUndefined()
    expect(() => process.kill(pid, 0)).toThrow()
  })
})
