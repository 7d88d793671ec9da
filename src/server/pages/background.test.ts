// Issue #34: background page work runs one job at a time, a publish's own pages at once, the rest at a bounded rate.
import { describe, expect, it } from 'vitest'

import { COMPRESS_PATIENCE_MS, createBackground, priorities } from './background'

function recorder(rate: number, compressRate = rate) {
  const ran: string[] = []
  const background = createBackground({
    rate,
    compressRate,
    render: async (key) => void ran.push(`render ${key}`),
    compress: async (key) => void ran.push(`compress ${key}`),
  })
  return { ran, background }
}

describe('background page work', () => {
  it('renders a publish’s own pages at once, and nothing else at a rate of 0', async () => {
    const { ran, background } = recorder(0)
    background.render('stale', priorities.stale)
    background.compress('fast')
    await Promise.all(['a', 'b'].map((key) => background.render(key, priorities.publish)))
    await background.idle()
    expect(ran).toEqual(['render a', 'render b'])
  })

  it('renders what a publish changed besides its own pages at once, after any later publish’s own', async () => {
    const { ran, background } = recorder(0)
    void background.render('first', priorities.publish)
    for (const key of ['list', 'feed']) void background.render(key, priorities.related)
    // A second publish's own page: its save waits for it, not for the first publish's list and feed.
    void background.render('second', priorities.publish)
    await background.idle()
    expect(ran).toEqual(['render first', 'render second', 'render list', 'render feed'])
  })

  it('keeps its pace for the rest, and lets a publish go first', async () => {
    const { ran, background } = recorder(20)
    const started = Date.now()
    for (const key of ['1', '2', '3']) void background.render(key, priorities.sweep)
    await new Promise((resolve) => setTimeout(resolve, 10))
    await background.render('published', priorities.publish)
    await background.idle()
    expect(ran).toEqual(['render 1', 'render published', 'render 2', 'render 3'])
    expect(Date.now() - started).toBeGreaterThanOrEqual(90)
  })

  it('does a job asked for twice once, moving it up when asked for sooner', async () => {
    const { ran, background } = recorder(20)
    void background.render('first', priorities.sweep)
    void background.render('x', priorities.sweep)
    void background.render('y', priorities.sweep)
    const done = background.render('y', priorities.stale)
    await done
    expect(ran).toEqual(['render first', 'render y'])
    await background.idle()
    expect(ran).toEqual(['render first', 'render y', 'render x'])
  })

  it('sweeps what an iterator yields after what is queued, and recompresses last', async () => {
    const { ran, background } = recorder(100)
    async function* keys() {
      yield 'swept 1'
      yield 'swept 2'
    }
    background.sweep(keys())
    background.compress('page')
    // /healthz reports it: the sweep and the recompression are still to do.
    expect(background.backlog).toBeGreaterThanOrEqual(2)
    await background.idle()
    expect(ran).toEqual(['render swept 1', 'render swept 2', 'compress page'])
    expect(background.backlog).toBe(0)
  })

  it('recompresses every version at its own rate when renders have none (PAGES_RENDER_RATE=0)', async () => {
    const { ran, background } = recorder(0, 100)
    for (const key of ['a', 'b', 'c']) void background.compress(key)
    await background.idle()
    expect(ran).toEqual(['compress a', 'compress b', 'compress c'])
  })

  it('slows renders and recompressions to its serving rate while visitors come steadily', async () => {
    let serving = true
    const ran: string[] = []
    const background = createBackground({
      rate: 1000,
      compressRate: 1000,
      servingRate: 4,
      serving: () => serving,
      render: async (key) => void ran.push(`render ${key}`),
      compress: async (key) => void ran.push(`compress ${key}`),
    })
    for (const key of ['a', 'b', 'c']) void background.render(key, priorities.sweep)
    void background.compress('d')
    await new Promise((resolve) => setTimeout(resolve, 150))
    // A quarter of a second apart while serving; a publish's own page still goes at once.
    expect(ran).toEqual(['render a'])
    await background.render('published', priorities.publish)
    expect(ran).toEqual(['render a', 'render published'])
    serving = false
    await background.idle()
    expect(ran).toEqual(['render a', 'render published', 'render b', 'render c', 'compress d'])
  })

  it('recompresses once no visitor waits on a first render, or when it has waited its patience out', async () => {
    let busy = true
    let ahead = 0
    const ran: string[] = []
    const background = createBackground({
      rate: 1000,
      compressRate: 1000,
      render: async (key) => void ran.push(`render ${key}`),
      compress: async (key) => void ran.push(`compress ${key}`),
      busy: () => busy,
      now: () => Date.now() + ahead,
    })
    void background.compress('a')
    void background.render('b', priorities.sweep)
    await new Promise((resolve) => setTimeout(resolve, 200))
    // Renders go on while the server is busy; the recompression waits.
    expect(ran).toEqual(['render b'])
    busy = false
    await background.idle()
    expect(ran).toEqual(['render b', 'compress a'])
    busy = true
    const waited = background.compress('c')
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(ran).toEqual(['render b', 'compress a'])
    ahead = COMPRESS_PATIENCE_MS
    await waited
    expect(ran).toEqual(['render b', 'compress a', 'compress c'])
  })
})
