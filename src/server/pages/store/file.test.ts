// Issue #34: the kept versions' index of a process without Redis: a log beside the files that a restart reads back,
// compacted as it grows, refusing a render begun before its key was purged.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { fileKeptIndex } from './file'
import type { KeptEntry } from './port'

const folder = mkdtempSync(path.join(tmpdir(), 'kept-index-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

const entry = (tag: string): KeptEntry => ({ tag, at: 1, gen: 0, life: 3600, q: 'fast' })

describe('the kept versions’ log', () => {
  it('keeps a version unless its key was purged while it rendered, and reads everything back after a restart', async () => {
    const index = fileKeptIndex(folder)
    const began = await index.purges('200 /a')
    expect(await index.put('200 /a', entry('one'), began)).toEqual({ kept: true, replaced: undefined })
    const late = await index.purges('200 /b')
    await index.purge(['200 /b'])
    expect(await index.put('200 /b', entry('old'), late)).toEqual({ kept: false })
    expect(await index.requalify('200 /a', 'one', 'fast', 'best')).toBe(true)
    expect(await index.requalify('200 /a', 'one', 'fast', 'best')).toBe(false)
    await index.nextGeneration()
    const restarted = fileKeptIndex(folder)
    expect(await restarted.get('200 /a')).toEqual({ ...entry('one'), q: 'best' })
    expect(await restarted.get('200 /b')).toBeUndefined()
    expect(await restarted.generation()).toBe(1)
  })

  it('marks versions stale without dropping them, and compacts the log as it grows', async () => {
    const index = fileKeptIndex(folder)
    await index.markStale(['200 /a'])
    expect(await index.get('200 /a')).toMatchObject({ tag: 'one', stale: true })
    for (let round = 0; round < 1_500; round += 1) await index.put('200 /c', entry(`c${round}`), 0)
    const lines = readFileSync(path.join(folder, 'index.jsonl'), 'utf8').trim().split('\n')
    expect(lines.length).toBeLessThan(1_100)
    expect(await fileKeptIndex(folder).get('200 /c')).toEqual(entry('c1499'))
  })
})
