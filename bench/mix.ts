// Issue #21's load figures: 50 connections for 60 s on a mix of seeded pages with the headers a browser sends, then
// the same mix with 5% malformed requests (bad escapes in paths and cookies, spoofed hops, broken bodies). Both must
// end with 0 socket errors and 0 5xx. Run by `npm run bench`; alone: `BENCH_URL=http://localhost:3000 tsx bench/mix.ts`.
import autocannon, { type Request } from 'autocannon'

const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36'
/** A returning visitor: consent answered, a region chosen. */
const returningCookies =
  'lumibook_necessary=true; lumibook_analytical=false; lumibook_marketing=false; country=SE'
export const browser = {
  'accept-encoding': 'br, gzip',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-language': 'sv-SE,sv;q=0.9,en;q=0.8',
  'user-agent': chrome,
  cookie: returningCookies,
}

const pages = [
  '/',
  '/photobooks',
  '/photoprints',
  '/stories',
  '/stories/travel-photo-book-tips',
  '/sv-se/borja-skapa-fotobocker',
  '/de-de/photobooks',
  '/fr-fr',
]

// One in twenty requests is one of these: what a broken script, a scanner or a hostile client sends.
const malformed: Request[] = [
  { method: 'GET', path: '/%E0', headers: browser },
  { method: 'GET', path: '/photobooks', headers: { ...browser, cookie: 'a=%E0%A4%A; country=SE' } },
  { method: 'GET', path: '/sv-se/%C3%28?dialog=%E0', headers: browser },
  {
    method: 'GET',
    path: '/',
    headers: { ...browser, 'x-forwarded-for': '1.2.3.4, ,,', 'accept-language': '*;q=x' },
  },
  {
    method: 'POST',
    path: '/newsletter',
    headers: { 'content-type': 'application/json' },
    body: '{"email":',
  },
  { method: 'POST', path: '/graphql/site', headers: { 'content-type': 'application/json' }, body: 'null' },
  {
    method: 'POST',
    path: '/forms/contact',
    headers: { 'content-type': 'application/json' },
    body: `${'['.repeat(5000)}${']'.repeat(5000)}`,
  },
]

/** The next request of the mix: pages in turn, and, with malformed ones, every twentieth one of those instead. */
function nextRequest(withMalformed: boolean): () => Request {
  let count = 0
  return () => {
    count += 1
    if (withMalformed && count % 20 === 0) return malformed[(count / 20) % malformed.length]!
    return { method: 'GET', path: pages[count % pages.length]!, headers: browser }
  }
}

export interface MixFigures {
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  socketErrors: number
  timeouts: number
  serverErrors: number
  statuses: Record<string, number>
}

async function run(baseUrl: string, withMalformed: boolean, durationSeconds: number): Promise<MixFigures> {
  const result = await autocannon({
    url: baseUrl,
    connections: 50,
    duration: durationSeconds,
    // One request template, rewritten before each send, so the mix holds across all connections from the start.
    requests: [{ setupRequest: nextRequest(withMalformed) }],
  })
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    socketErrors: result.errors,
    timeouts: result.timeouts,
    serverErrors: result['5xx'],
    statuses: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count ?? 0]),
    ),
  }
}

/** Both runs, and what broke the promise (no socket error, no 5xx), in words. */
export async function loadMix(baseUrl: string, durationSeconds = 60) {
  const figures = {
    pages: await run(baseUrl, false, durationSeconds),
    withMalformed: await run(baseUrl, true, durationSeconds),
  }
  const failures = Object.entries(figures).flatMap(([name, run]) => [
    ...(run.socketErrors + run.timeouts > 0
      ? [`${name}: ${run.socketErrors} socket errors, ${run.timeouts} timeouts`]
      : []),
    ...(run.serverErrors > 0 ? [`${name}: ${run.serverErrors} responses with status 5xx`] : []),
  ])
  return { figures, failures }
}

export function printMix(figures: Record<string, MixFigures>) {
  console.log('Page mix with browser headers (50 connections; "withMalformed": 5% malformed requests)')
  console.table(
    Object.fromEntries(
      Object.entries(figures).map(([name, { statuses, ...rest }]) => [
        name,
        { ...rest, statuses: JSON.stringify(statuses) },
      ]),
    ),
  )
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const baseUrl = (process.env.BENCH_URL ?? 'http://localhost:3000').replace(/\/$/, '')
  const { figures, failures } = await loadMix(baseUrl, Number(process.env.BENCH_MIX_SECONDS ?? 60))
  printMix(figures)
  if (failures.length) console.log(`\nFailed:\n  ${failures.join('\n  ')}`)
  process.exit(failures.length ? 1 : 0)
}
