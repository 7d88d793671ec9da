// `npm run bench`: Lighthouse, shipped JavaScript/CSS and server throughput, checked against bench/budgets.json.
// Figures go to bench/results/latest.json and a table on stdout. Not part of `npm test`: it is slow and measures.
import { spawn } from 'node:child_process'
import { get } from 'node:http'
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'

import autocannon from 'autocannon'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'

import { chromiumArgs } from '../playwright.config'
import { scriptArgs } from '../scripts/lib/build'
import { startTlsFront } from '../scripts/lib/tlsFront'
import { browser, loadMix, printMix } from './mix'
import { benchEditors, printEditors } from './editors'
import { benchScale, printScale } from './scale'
import { benchShop, printShop } from './shop'

const root = path.resolve(import.meta.dirname, '..')
const budgets = JSON.parse(readFileSync(path.join(root, 'bench/budgets.json'), 'utf8'))
const port = Number(process.env.BENCH_PORT ?? 3200)
const runs = Number(process.env.BENCH_RUNS ?? 3)
const chromeFlags = ['--headless', ...chromiumArgs]

// Visitors reach the site over TLS and HTTP/2 at the load balancer, not over plain HTTP/1.1: with six connections per
// host, Lighthouse's simulation queues a page's requests behind round trips no visitor waits for. So pages are
// measured through a local TLS front (BENCH_FRONT=none measures the server directly).
const throughFront = process.env.BENCH_FRONT !== 'none'
if (throughFront) chromeFlags.push('--ignore-certificate-errors')

const pages = [
  '/',
  '/photobooks',
  '/photoprints',
  '/stories/travel-photo-book-tips',
  '/sv-se/borja-skapa-fotobocker',
  '/block-gallery',
]
const barePage = '/bench/bare'
/** Issue #22's load-tested CMS pages: the home page, a landing page, a story and a Swedish page. */
const loadPages = ['/', '/photobooks', '/stories/travel-photo-book-tips', '/sv-se/borja-skapa-fotobocker']
// Every block on one page, for editors and the design review: kept out of search engines on purpose (meta.noIndex,
// which Lighthouse's SEO score counts as a fault), and no visitor's page, so its speed is reported, not budgeted.
const testPages = new Set(['/block-gallery'])

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN
const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10

/** Starts the production server the way `npm start` does, on a database of its own, unless BENCH_URL is given. */
async function server(): Promise<{ baseUrl: string; pid?: number; stop: () => void }> {
  if (process.env.BENCH_URL)
    return { baseUrl: process.env.BENCH_URL.replace(/\/$/, ''), stop: () => undefined }
  const baseUrl = `http://localhost:${port}`
  const child = spawn(process.execPath, scriptArgs('start'), {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      SITE_URL: baseUrl,
      DATA_DIR: 'data/bench',
      PAYLOAD_JOBS_AUTORUN: 'false',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  })
  const deadline = Date.now() + 15 * 60_000
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseUrl}/photobooks`)).ok) break
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  return { baseUrl, pid: child.pid, stop: () => child.pid && process.kill(-child.pid, 'SIGTERM') }
}

/** Resident memory (bytes) of a process and all its descendants, from /proc. */
function treeRss(pid: number): number {
  const children = new Map<number, number[]>()
  const rss = new Map<number, number>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      const parent = Number(fields[1])
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)])
      rss.set(Number(entry), Number(fields[21]) * 4096)
    } catch {
      // the process ended while we looked
    }
  }
  const visit = (id: number): number =>
    (rss.get(id) ?? 0) + (children.get(id) ?? []).reduce((sum, child) => sum + visit(child), 0)
  return visit(pid)
}

interface LighthouseFigures {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  cls: number
  tbtMs: number
  transferKiB: number
}

async function lighthouseRun(url: string, formFactor: 'mobile' | 'desktop'): Promise<LighthouseFigures> {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'bench-chrome-'))
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags, userDataDir })
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error' },
      formFactor === 'desktop' ? desktopConfig : undefined,
    )
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { categories, audits } = result.lhr
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN),
      cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? NaN) * 1000) / 1000,
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
      transferKiB: kib(audits['total-byte-weight']?.numericValue ?? NaN),
    }
  } finally {
    chrome.kill()
    rmSync(userDataDir, { recursive: true, force: true })
  }
}

async function lighthouseMedian(url: string, formFactor: 'mobile' | 'desktop'): Promise<LighthouseFigures> {
  const results: LighthouseFigures[] = []
  for (let run = 0; run < runs; run += 1) results.push(await lighthouseRun(url, formFactor))
  const keys = Object.keys(results[0] ?? {}) as (keyof LighthouseFigures)[]
  return Object.fromEntries(
    keys.map((key) => [key, median(results.map((figures) => figures[key]))]),
  ) as unknown as LighthouseFigures
}

interface Assets {
  scripts: string[]
  styles: string[]
  /** The page's own bytes, and of those the CSS it carries inline (the site's and its blocks', in the head). */
  html: string
  inlineCss: string
}

/**
 * Asks once for every optimized image a page offers (src and srcset), so the runs measure the site as visitors
 * meet it: an image is encoded on its first request and served from the cache after.
 */
async function warmImages(baseUrl: string, html: string) {
  const urls = new Set(
    [...html.matchAll(/\/_next\/image\?[^"\s,]+/g)].map((match) => match[0].replaceAll('&amp;', '&')),
  )
  for (const url of urls)
    await (await fetch(`${baseUrl}${url}`, { headers: { accept: 'image/avif' } })).arrayBuffer()
}

async function assetsOf(baseUrl: string, page: string): Promise<Assets> {
  const html = await (await fetch(`${baseUrl}${page}`)).text()
  await warmImages(baseUrl, html)
  // noModule polyfills are never loaded by the browsers Lighthouse emulates, so they do not count.
  const scriptTags = [...html.matchAll(/<script[^>]+src="(\/_next\/static\/[^"]+\.js)"[^>]*>/g)]
  const scripts = new Set(
    scriptTags.filter((match) => !/noModule/i.test(match[0])).map((match) => match[1] ?? ''),
  )
  const styles = new Set(
    [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="(\/_next\/static\/[^"]+\.css)"/g)].map(
      (m) => m[1] ?? '',
    ),
  )
  // Up to each element's end tag: the CSS may hold a '<' (lightningcss writes max-width queries as width<=…).
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('')
  return { scripts: [...scripts], styles: [...styles], html, inlineCss }
}

function sizes(body: Buffer) {
  return { gzip: gzipSync(body, { level: 9 }).length, brotli: brotliCompressSync(body).length }
}

const inKiB = ({ gzip, brotli }: { gzip: number; brotli: number }) => ({
  gzipKiB: kib(gzip),
  brotliKiB: kib(brotli),
})

async function compressedSize(baseUrl: string, files: string[]) {
  let gzip = 0
  let brotli = 0
  for (const file of files) {
    const size = sizes(Buffer.from(await (await fetch(`${baseUrl}${file}`)).arrayBuffer()))
    gzip += size.gzip
    brotli += size.brotli
  }
  return inKiB({ gzip, brotli })
}

/** 50 connections for 10 s, each request with the headers a returning visitor's browser sends (bench/mix.ts). */
async function load(url: string, pid: number | undefined) {
  await autocannon({ url, connections: 10, duration: 2, headers: browser })
  let peak = 0
  const sampler = pid ? setInterval(() => (peak = Math.max(peak, treeRss(pid))), 250) : undefined
  const result = await autocannon({ url, connections: 50, duration: 10, headers: browser })
  if (sampler) clearInterval(sampler)
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
    peakMemoryMiB: pid ? Math.round(peak / 1024 / 1024) : undefined,
  }
}

/** What the server sends a browser for `url`, bytes as they are on the wire. */
function wireBytes(url: string) {
  return new Promise<{ body: Buffer; type: string; encoding: string }>((resolve, reject) => {
    get(url, { headers: browser }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({
          body: Buffer.concat(chunks),
          type: String(response.headers['content-type']),
          encoding: String(response.headers['content-encoding'] ?? 'identity'),
        }),
      )
    }).on('error', reject)
  })
}

/**
 * The static-file limit of a page (issue #22): its own compressed bytes sent by a ten-line Node server in a process
 * of its own, load-tested the same way in the same run. A page served as a file can at best approach it.
 */
async function staticFileLimit(url: string) {
  const page = await wireBytes(url)
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-static-'))
  const file = path.join(folder, 'page')
  writeFileSync(file, page.body)
  const staticPort = port + 1
  const script = `const body = require('fs').readFileSync(${JSON.stringify(file)});
    require('http').createServer((q, r) => r.writeHead(200, { 'content-type': ${JSON.stringify(page.type)},
      'content-encoding': ${JSON.stringify(page.encoding)}, 'content-length': body.length }).end(body))
      .listen(${staticPort}, '127.0.0.1', () => console.log('up'))`
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] })
  await new Promise((resolve) => child.stdout.once('data', resolve))
  try {
    return await load(`http://127.0.0.1:${staticPort}/`, child.pid)
  } finally {
    child.kill()
    rmSync(folder, { recursive: true, force: true })
  }
}

const { baseUrl, pid, stop } = await server()
const front =
  throughFront && baseUrl.startsWith('http:') ? await startTlsFront(new URL(baseUrl), port + 443) : undefined
const visitorUrl = front ? `https://localhost:${port + 443}` : baseUrl
const failures: string[] = []
try {
  const bare = await assetsOf(baseUrl, barePage)
  const bundles: Record<string, unknown> = {}
  let maxOwnGzip = 0
  for (const page of pages) {
    const assets = await assetsOf(baseUrl, page)
    const framework = assets.scripts.filter((file) => bare.scripts.includes(file))
    const own = assets.scripts.filter((file) => !bare.scripts.includes(file))
    const ownJs = await compressedSize(baseUrl, own)
    maxOwnGzip = Math.max(maxOwnGzip, ownJs.gzipKiB)
    bundles[page] = {
      ownJs,
      frameworkJs: await compressedSize(baseUrl, framework),
      css: await compressedSize(baseUrl, assets.styles),
      inlineCss: inKiB(sizes(Buffer.from(assets.inlineCss))),
      html: inKiB(sizes(Buffer.from(assets.html))),
    }
  }
  if (maxOwnGzip > budgets.ownFirstLoadJsGzipKiB)
    failures.push(`own first-load JS ${maxOwnGzip} KiB gzip > ${budgets.ownFirstLoadJsGzipKiB} KiB`)

  const lighthouseFigures: Record<string, Record<string, LighthouseFigures>> = {}
  for (const page of pages) {
    lighthouseFigures[page] = {
      mobile: await lighthouseMedian(`${visitorUrl}${page}`, 'mobile'),
      desktop: await lighthouseMedian(`${visitorUrl}${page}`, 'desktop'),
    }
    const mobile = lighthouseFigures[page]?.mobile
    const target = budgets.lighthouse.mobile
    const budgeted = (key: keyof LighthouseFigures) =>
      !testPages.has(page) || key === 'accessibility' || key === 'bestPractices' || key === 'cls'
    for (const key of ['performance', 'accessibility', 'bestPractices', 'seo'] as const)
      if (mobile && mobile[key] < target[key] && budgeted(key))
        failures.push(`${page} mobile ${key} ${mobile[key]} < ${target[key]}`)
    for (const key of ['lcpMs', 'cls', 'tbtMs'] as const)
      if (mobile && !(mobile[key] <= target[key]) && budgeted(key))
        failures.push(`${page} mobile ${key} ${mobile[key]} > ${target[key]}`)
  }

  // Issue #22: each CMS page against the bare Next page and against its own static-file limit, same headers.
  const bareFigures = await load(`${baseUrl}${barePage}`, pid)
  const throughput: Record<string, Awaited<ReturnType<typeof load>>> = { [barePage]: bareFigures }
  const ratios: Record<string, { toBare: number; toStaticFile: number; p99Ms: number }> = {}
  const round = (value: number) => Math.round(value * 100) / 100
  for (const page of loadPages) {
    const figures = (throughput[page] = await load(`${baseUrl}${page}`, pid))
    const limit = (throughput[`${page} (static file)`] = await staticFileLimit(`${baseUrl}${page}`))
    const toBare = round(figures.requestsPerSecond / bareFigures.requestsPerSecond)
    const toStaticFile = round(figures.requestsPerSecond / limit.requestsPerSecond)
    ratios[page] = { toBare, toStaticFile, p99Ms: figures.p99Ms }
    const budget = budgets.throughput
    if (toBare < budget.toBare) failures.push(`${page} req/s ${toBare}× the bare page < ${budget.toBare}×`)
    if (toStaticFile < budget.toStaticFile)
      failures.push(`${page} req/s ${toStaticFile}× its static file < ${budget.toStaticFile}×`)
    if (figures.p99Ms > budget.p99Ms) failures.push(`${page} p99 ${figures.p99Ms} ms > ${budget.p99Ms} ms`)
    if (figures.errors) failures.push(`${page}: ${figures.errors} errors under load`)
  }

  // Issue #21: a page mix with browser headers, then with 5% malformed requests: no socket error, no 5xx.
  const mix = await loadMix(baseUrl)
  failures.push(...mix.failures)

  // Issue #23: the production topology beside one instance (BENCH_SCALE=none skips it).
  const scale = process.env.BENCH_SCALE === 'none' ? [] : await benchScale()
  for (const { page, errors } of scale) if (errors) failures.push(`${page}: ${errors} errors behind nginx`)

  // Issue #34: the shop at scale, every URL kept before anyone asks (BENCH_SHOP=none skips it).
  const shop = process.env.BENCH_SHOP === 'none' ? undefined : await benchShop()
  failures.push(...(shop?.failures ?? []))

  // Issue #32: journey (a)'s clicks, keystrokes and scrolling, before and with click-to-edit (BENCH_EDITORS=none skips it).
  const editors = process.env.BENCH_EDITORS === 'none' ? undefined : await benchEditors()
  failures.push(...(editors?.failures ?? []))

  const results = {
    date: new Date().toISOString(),
    baseUrl,
    lighthouseUrl: visitorUrl,
    runs,
    bundles,
    lighthouse: lighthouseFigures,
    throughput,
    throughputRatios: ratios,
    mix: mix.figures,
    scale,
    shop: shop && { figures: shop.figures, checks: shop.checks },
    editors: editors?.effort,
    failures,
  }
  mkdirSync(path.join(root, 'bench/results'), { recursive: true })
  writeFileSync(path.join(root, 'bench/results/latest.json'), `${JSON.stringify(results, null, 2)}\n`)

  console.log(`\nLighthouse (median of ${runs} runs, via ${front ? 'a TLS + HTTP/2 front' : visitorUrl})`)
  console.table(
    Object.fromEntries(
      Object.entries(lighthouseFigures).flatMap(([page, byForm]) =>
        Object.entries(byForm).map(([form, figures]) => [`${page} ${form}`, figures]),
      ),
    ),
  )
  console.log('First-load assets (KiB)')
  console.table(
    Object.fromEntries(
      Object.entries(bundles).map(([page, value]) => {
        const { ownJs, frameworkJs, css, inlineCss, html } = value as Record<
          string,
          { gzipKiB: number; brotliKiB: number }
        >
        return [
          page,
          {
            ownGzip: ownJs?.gzipKiB,
            ownBrotli: ownJs?.brotliKiB,
            frameworkGzip: frameworkJs?.gzipKiB,
            cssGzip: css?.gzipKiB,
            inlineCssGzip: inlineCss?.gzipKiB,
            htmlGzip: html?.gzipKiB,
          },
        ]
      }),
    ),
  )
  console.log(
    'Throughput (50 connections, 10 s, browser headers: br/gzip, Chrome, a returning visitor’s cookies)',
  )
  console.table(throughput)
  console.log('CMS pages against the bare Next page and their static-file limit')
  console.table(ratios)
  printMix(mix.figures)
  if (scale.length) printScale(scale)
  if (shop) printShop(shop)
  if (editors) printEditors(editors.effort)
  if (failures.length) console.log(`\nBudgets missed:\n  ${failures.join('\n  ')}`)
  else console.log('\nAll budgets met.')
} finally {
  front?.close()
  stop()
}
process.exit(failures.length ? 1 : 0)
