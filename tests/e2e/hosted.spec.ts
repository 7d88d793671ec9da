// Hosted mode (§1 "all data calls go to a hosted GraphQL API", "end-user accounts are held by a hosted identity
// provider"; ARCHITECTURE "Production topology"): a second server of the same build with DATA_API_URL and IDENTITY_URL
// pointing at this one. Every seeded page in three locales answers 200 and is statically served (the second request
// is a cache hit) with the data shown; with the API down, slow or broken (§8) every page answers 200 with the §3
// defaults, the outage is logged once, and the pages recover by themselves when the API answers again.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { expect, type APIRequestContext, test } from '@playwright/test'

import { baseURL } from '../../playwright.config'
import { isLocale } from '../../src/i18n/locales'
import {
  commerceShown,
  DataApiFront,
  type FrontMode,
  type HostedServer,
  startHostedServer,
} from './support/hosted'
import { sitemapUrls } from './support/sitemap'

test.describe.configure({ mode: 'serial' })

const firstPort = Number(new URL(baseURL).port)
// Next to the first server's port (E2E_PORT), on 127.0.0.1 only.
const secondPort = firstPort + 1
const frontPort = firstPort + 2
const timeoutMs = 1000
const retrySeconds = 4
const locales = ['en-gb', 'sv-se', 'de-de'] as const
const outageLine = '[data-api] unavailable'

const front = new DataApiFront(frontPort, `http://127.0.0.1:${firstPort}/graphql`, timeoutMs * 3)
let second: HostedServer | undefined
let pagesDir: string | undefined

async function startSecond(env: Record<string, string> = {}) {
  second = await startHostedServer({
    port: secondPort,
    dataApiUrl: front.url,
    identityUrl: `http://127.0.0.1:${firstPort}/identity`,
    dataDir: 'data/e2e',
    // Its own kept pages (issue #34): the first server's, in the same data folder, were rendered with the API up.
    env: {
      DATA_TIMEOUT_MS: String(timeoutMs),
      PAGES_DIR: (pagesDir = mkdtempSync(path.join(tmpdir(), 'hosted-pages-'))),
      ...env,
    },
  })
  return second
}

test.afterEach(async () => {
  await second?.stop()
  second = undefined
  if (pagesDir) rmSync(pagesDir, { recursive: true, force: true })
})
test.afterAll(() => front.close())

/** The hardcover 27x27 cm book's seeded price in the locale's market, as PricesSection formats it. */
const bookPrice = (locale: (typeof locales)[number]) =>
  ({
    'en-gb': new Intl.NumberFormat('en-gb', { style: 'currency', currency: 'GBP' }).format(39.99),
    'sv-se': new Intl.NumberFormat('sv-se', { style: 'currency', currency: 'SEK' }).format(499),
    'de-de': new Intl.NumberFormat('de-de', { style: 'currency', currency: 'EUR' }).format(44.99),
  })[locale]

/** Every seeded page of the three locales: the sitemap's pages (story pages aside), the stories list, the gallery. */
async function seededPages(request: APIRequestContext): Promise<string[]> {
  const paths = (await sitemapUrls(request)).map((loc) => new URL(loc).pathname)
  const ofLocales = paths.filter((path) => {
    const first = path.split('/')[1] ?? ''
    const locale = isLocale(first) ? first : 'en-gb'
    return (locales as readonly string[]).includes(locale) && !/\/stories\/./.test(path)
  })
  const extra = locales.flatMap((locale) =>
    ['/stories', '/block-gallery'].map((path) => (locale === 'en-gb' ? path : `/${locale}${path}`)),
  )
  return [...new Set([...ofLocales, ...extra])]
}

async function get(server: HostedServer, path: string) {
  const response = await fetch(`${server.url}${path}`, { redirect: 'manual' })
  return {
    status: response.status,
    etag: response.headers.get('etag'),
    cacheControl: response.headers.get('cache-control') ?? '',
    html: await response.text(),
  }
}

const outageLines = (server: HostedServer) => server.lines.filter((line) => line.includes(outageLine))

test('with the hosted API up, every seeded page in three locales is 200, statically served, with the data', async ({
  request,
}) => {
  test.setTimeout(240_000)
  front.mode = 'answering'
  await front.open()
  const server = await startSecond()
  const pages = await seededPages(request)
  expect(pages.length).toBeGreaterThanOrEqual(20)
  for (const path of pages) {
    const first = await get(server, path)
    expect(first.status, `${path}: ${server.lines.slice(-5).join('\n')}`).toBe(200)
    // §3 site-wide data from the hosted API: product info, payment options and the Christmas last order date.
    expect(commerceShown(first.html), path).toEqual({
      productInfo: true,
      paymentOptions: true,
      christmasDeliveryDates: true,
    })
    const again = await get(server, path)
    expect(again.status, path).toBe(200)
    // Issue #22: the same page version, kept by the front door: Next keeps the page (a shared cache may too).
    expect(again.etag, `${path} is served as the same page version`).toBe(first.etag)
    expect(again.cacheControl, path).toMatch(/^public, max-age=0, s-maxage=\d+/)
  }
  for (const locale of locales) {
    const { html } = await get(server, locale === 'en-gb' ? '/photobooks' : `/${locale}/photobooks`)
    expect(html).toContain(bookPrice(locale))
  }
  expect(server.lines.filter((line) => /static to dynamic/.test(line))).toEqual([])
  expect(outageLines(server)).toEqual([])
})

const outagePages = ['/', '/sv-se/borja-skapa-fotobocker', '/de-de/photobooks', '/fr-fr', '/block-gallery']

const faults: { name: string; mode: FrontMode | 'closed' }[] = [
  { name: 'down (closed port)', mode: 'closed' },
  { name: `slow (past DATA_TIMEOUT_MS)`, mode: 'slow' },
  { name: 'broken (non-JSON answer, §8 server-parse error)', mode: 'non-json' },
  { name: 'broken (status 502, §8)', mode: 'bad-gateway' },
]

for (const fault of faults) {
  test(`with the hosted API ${fault.name}, pages are 200 with the §3 defaults, logged once, and recover`, async () => {
    test.setTimeout(120_000)
    if (fault.mode === 'closed') await front.close()
    else {
      front.mode = fault.mode
      await front.open()
    }
    // A short data cache so the retry (and the recovery) comes within seconds.
    const server = await startSecond({ DATA_CACHE_SECONDS: String(retrySeconds) })
    for (const path of outagePages) {
      const first = await get(server, path)
      expect(first.status, `${path}: ${server.lines.slice(-5).join('\n')}`).toBe(200)
      expect(commerceShown(first.html), path).toEqual({
        productInfo: false,
        paymentOptions: false,
        christmasDeliveryDates: false,
      })
      const again = await get(server, path)
      expect(again.status, path).toBe(200)
      expect(again.etag, `${path} is still served as a kept page version`).toBe(first.etag)
      // Kept only until the API is retried, not for the page's hour.
      expect(again.cacheControl, path).toContain(`s-maxage=${retrySeconds}`)
    }
    expect(outageLines(server)).toHaveLength(1)

    front.mode = 'answering'
    await front.open()
    // The page re-renders once its short lifetime is over and shows the data again, with no restart.
    await expect
      .poll(async () => (await get(server, '/de-de/photobooks')).html.includes(bookPrice('de-de')), {
        timeout: 30_000,
        intervals: [1000],
      })
      .toBe(true)
    const recovered = await get(server, '/')
    expect(recovered.status).toBe(200)
    await expect
      .poll(async () => commerceShown((await get(server, '/')).html).christmasDeliveryDates, {
        timeout: 30_000,
        intervals: [1000],
      })
      .toBe(true)
    expect(outageLines(server)).toHaveLength(1)
    expect(server.lines.some((line) => line.includes('[data-api] available again'))).toBe(true)
    expect(server.lines.filter((line) => /static to dynamic/.test(line))).toEqual([])
  })
}

test('when the hosted identity provider refuses the service account, pages are 200 with the §3 defaults (§8)', async () => {
  test.setTimeout(120_000)
  front.mode = 'answering'
  await front.open()
  // An unknown account, not a wrong password: five of those would lock the shared account on the first server.
  const server = await startSecond({ SERVICE_ACCOUNT_EMAIL: 'nobody@lumibook.example' })
  for (const path of outagePages.slice(0, 3)) {
    const page = await get(server, path)
    expect(page.status, path).toBe(200)
    expect(commerceShown(page.html), path).toEqual({
      productInfo: false,
      paymentOptions: false,
      christmasDeliveryDates: false,
    })
    // The provider's own words never reach a visitor.
    expect(page.html).not.toContain('EMAIL_NOT_FOUND')
  }
  expect(outageLines(server)).toHaveLength(1)
  // Logged under its §8 name (the provider's EMAIL_NOT_FOUND is the message; the name is the error's code).
  expect(server.lines.join('\n')).toContain('user-not-found')
})
