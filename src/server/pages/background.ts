// Issue #34: the page work no visitor waits for, one job at a time: renders a publish asks for (at once), renders of
// versions served stale, sweeps over every page (a new build, a changed page wrapper) and the best-quality
// recompression of freshly rendered versions — the last two at a bounded rate, so visitors' requests keep the CPU (a
// lower one while the instance serves visitors steadily), and recompressions only while no visitor waits on a first
// render.

export type JobKind = 'render' | 'compress'

/**
 * Lower runs first: a publish's own pages (its save waits for them), then what else it changed (lists, feeds, sitemap
 * files, related stories: at once too, but never ahead of a later publish's own pages), then pages a visitor was
 * served stale, then the rest.
 */
export const priorities = { publish: 0, related: 1, stale: 2, sweep: 3, compress: 4 } as const

/** A publish's work runs at once, not at the rate. */
const atOnce = (priority: number) => priority <= priorities.related

/** How often a recompression that waits for the server to be quiet looks again. */
const QUIET_CHECK_MS = 50

/** A recompression waits for quiet at most this long, then runs at its rate anyway (a server never quiet gets them). */
export const COMPRESS_PATIENCE_MS = 30_000

/** The longest wait before the pace is worked out again (the instance may have become quiet meanwhile). */
const PACE_CHECK_MS = 1000

interface Job {
  kind: JobKind
  key: string
  priority: number
  /** When it was asked for. */
  since: number
  /** Settles when the job has run (or failed). */
  done: Promise<void>
  finish: () => void
}

export interface BackgroundOptions {
  /** Renders a key (claimed across instances, checked again before rendering). */
  render: (key: string, priority: number) => Promise<unknown>
  /** Recompresses a key's version at the best quality. */
  compress: (key: string) => Promise<unknown>
  /** Jobs per second after a publish's (0: none but those). */
  rate: number
  /** Recompressions per second at most (0: none). */
  compressRate: number
  /**
   * Jobs per second at most, renders and recompressions alike, while `serving` says the instance answers visitors
   * steadily: a render holds the event loop for 40–100 ms, and every request that comes meanwhile waits behind it.
   */
  servingRate?: number
  serving?: () => boolean
  /**
   * True while visitors wait on first renders (./index.ts): recompressions wait, since their compression threads share
   * the cores with those renders (best quality is ~50 ms of CPU a page).
   */
  busy?: () => boolean
  now?: () => number
}

export function createBackground({
  render,
  compress,
  rate,
  compressRate,
  servingRate = Infinity,
  serving = () => false,
  busy = () => false,
  now = Date.now,
}: BackgroundOptions) {
  const queues: Job[][] = Object.values(priorities).map(() => [])
  const queued = new Map<string, Job>()
  const sweeps: AsyncIterator<string>[] = []
  let running = false
  /** When the last job at the rate, and the last recompression, began. */
  let lastAt = -Infinity
  let lastCompressAt = -Infinity
  let idle: (() => void)[] = []
  let timer: NodeJS.Timeout | undefined

  const id = (kind: JobKind, key: string) => `${kind} ${key}`

  function add(kind: JobKind, key: string, priority: number): Promise<void> {
    // A rate of 0: none of that work (a publish's pages still render).
    if (kind === 'compress' ? compressRate <= 0 : !atOnce(priority) && rate <= 0) return Promise.resolve()
    const existing = queued.get(id(kind, key))
    if (existing && existing.priority <= priority) return existing.done
    if (existing) {
      // Sooner: it moves up a queue, and whoever waited for it waits for the same run.
      queues[existing.priority]!.splice(queues[existing.priority]!.indexOf(existing), 1)
      existing.priority = priority
      queues[priority]!.push(existing)
      pump()
      return existing.done
    }
    let finish = () => undefined as void
    const done = new Promise<void>((resolve) => (finish = resolve))
    const job: Job = { kind, key, priority, since: now(), done, finish }
    queued.set(id(kind, key), job)
    queues[priority]!.push(job)
    pump()
    return done
  }

  /** When a job of a kind may begin, at the pace of the moment (at a rate of 0 only recompressions are paced). */
  function beginAt(kind: JobKind): number {
    const steady = serving()
    const pace = (perSecond: number) => 1000 / (steady ? Math.min(perSecond, servingRate) : perSecond)
    const afterLast = rate > 0 ? lastAt + pace(rate) : -Infinity
    return kind === 'compress' ? Math.max(afterLast, lastCompressAt + pace(compressRate)) : afterLast
  }

  /** The next job that may run now, or the time to wait for one. */
  function next(): Job | number | undefined {
    const time = now()
    for (const queue of queues) {
      const job = queue[0]
      if (!job) continue
      if (atOnce(job.priority)) return queue.shift()
      const at = beginAt(job.kind)
      if (time < at) return Math.min(at - time, PACE_CHECK_MS)
      if (job.kind === 'compress' && busy() && time - job.since < COMPRESS_PATIENCE_MS) return QUIET_CHECK_MS
      return queue.shift()
    }
    return undefined
  }

  async function pullSweep(): Promise<boolean> {
    while (sweeps.length) {
      const step = await sweeps[0]!.next()
      if (step.done) {
        sweeps.shift()
        continue
      }
      add('render', step.value, priorities.sweep)
      return true
    }
    return false
  }

  function pump() {
    if (running) return
    // A job may have arrived that need not wait for the rate (a publish's own page).
    clearTimeout(timer)
    timer = undefined
    running = true
    void (async () => {
      try {
        for (;;) {
          if (!queues[priorities.sweep]!.length && sweeps.length) await pullSweep()
          const job = next()
          if (job === undefined) break
          if (typeof job === 'number') {
            timer = setTimeout(() => {
              timer = undefined
              pump()
            }, job)
            timer.unref()
            break
          }
          queued.delete(id(job.kind, job.key))
          if (!atOnce(job.priority)) lastAt = now()
          if (job.kind === 'compress') lastCompressAt = now()
          try {
            await (job.kind === 'render' ? render(job.key, job.priority) : compress(job.key))
          } catch (error) {
            console.error(`[pages] ${job.kind} ${job.key} failed`, error)
          } finally {
            job.finish()
          }
        }
      } finally {
        running = false
        if (!timer && !queued.size && !sweeps.length) {
          const waiting = idle
          idle = []
          waiting.forEach((resolve) => resolve())
        }
      }
    })()
  }

  return {
    render: (key: string, priority: number = priorities.stale) => add('render', key, priority),
    compress: (key: string) => add('compress', key, priorities.compress),
    /** Renders every key `keys` yields (in the background, at the rate), after what is queued. */
    sweep(keys: AsyncIterable<string>) {
      if (rate <= 0) return
      sweeps.push(keys[Symbol.asyncIterator]())
      pump()
    },
    /** Jobs queued or running, and sweeps not yet drained (0: quiet). */
    get backlog() {
      return queued.size + (running ? 1 : 0) + sweeps.length
    },
    /** Resolves when nothing is queued or running (tests, the bench). */
    idle: () =>
      !running && !timer && !queued.size && !sweeps.length
        ? Promise.resolve()
        : new Promise<void>((resolve) => idle.push(resolve)),
  }
}

export type Background = ReturnType<typeof createBackground>

const backlogKey = Symbol.for('lumibook.pagesBacklog')
type WithBacklog = typeof globalThis & { [backlogKey]?: () => number }

/** Makes this process's backlog readable by /healthz (Next's routes are another module graph in the same process). */
export function reportBacklog(read: () => number) {
  ;(globalThis as WithBacklog)[backlogKey] = read
}

/** This process's page backlog, when it serves kept pages (the front door); undefined otherwise. */
export const pagesBacklog = (): number | undefined => (globalThis as WithBacklog)[backlogKey]?.()
