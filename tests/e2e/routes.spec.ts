// §2 in the browser's terms: every seeded route answers in all 12 locales with lang, canonical and hreflang.
import { readFileSync } from 'node:fs'

import { expect, type APIResponse, test } from '@playwright/test'

import { pageCopy, type RouteKey, storyCopy } from '../../src/cms/seed/copy'
import { bcp47, defaultLocale, type Locale, routingLocales, storiesLocales } from '../../src/i18n/locales'
import { baseURL } from '../../playwright.config'
import { sitemapFiles } from './support/sitemap'

const prefix = (locale: Locale) => (locale === defaultLocale ? '' : `/${locale}`)

function head(html: string) {
  const lang = /<html[^>]*\blang="([^"]+)"/i.exec(html)?.[1]
  const canonical = /<link rel="canonical" href="([^"]+)"/i.exec(html)?.[1]
  const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/gi)].map(
    (m) => ({
      hrefLang: m[1],
      href: m[2],
    }),
  )
  return { lang, canonical, alternates }
}

async function html(response: APIResponse) {
  expect(response.status(), response.url()).toBe(200)
  return head(await response.text())
}

const pageRoutes = (Object.keys(pageCopy) as RouteKey[]).filter((route) => route !== 'notFound')

for (const locale of routingLocales) {
  test(`${locale}: every seeded page answers with lang, canonical and hreflang`, async ({ request }) => {
    for (const route of pageRoutes) {
      const path = pageCopy[route][locale].path
      const url = `${prefix(locale)}/${path}`.replace(/\/$/, '') || '/'
      const { lang, canonical, alternates } = await html(await request.get(url, { maxRedirects: 0 }))
      expect(lang, url).toBe(bcp47(locale))
      expect(canonical, url).toBe(`${baseURL}${url === '/' ? '' : url}`)
      expect(alternates.map((a) => a.hrefLang).sort(), url).toEqual(
        [...routingLocales.map(bcp47), 'x-default'].sort(),
      )
      const sv = alternates.find((a) => a.hrefLang === 'sv-SE')?.href
      expect(sv, url).toBe(
        `${baseURL}/sv-se${pageCopy[route]['sv-se'].path ? `/${pageCopy[route]['sv-se'].path}` : ''}`,
      )
    }
  })

  test(`${locale}: the stories list and each story answer`, async ({ request }) => {
    const storiesLocale = (storiesLocales as readonly string[]).includes(locale)
    const list = await html(await request.get(`${prefix(locale)}/stories`, { maxRedirects: 0 }))
    expect(list.lang).toBe(bcp47(locale))
    // §2: stories canonicalise to the fallback locale outside the 10-locale list.
    expect(list.canonical).toBe(`${baseURL}${storiesLocale ? prefix(locale) : ''}/stories`)
    for (const story of Object.values(storyCopy)) {
      const slug = storiesLocale ? story[locale as keyof typeof story].path : story['en-gb'].path
      const url = `${prefix(locale)}/stories/${slug}`
      const page = await html(await request.get(url, { maxRedirects: 0 }))
      expect(page.lang, url).toBe(bcp47(locale))
      expect(page.canonical, url).toBe(storiesLocale ? `${baseURL}${url}` : `${baseURL}/stories/${slug}`)
      expect(
        page.alternates.map((a) => a.hrefLang),
        url,
      ).not.toContain('da-DK')
    }
  })
}

test('/en-gb/… redirects permanently to the unprefixed URL', async ({ request }) => {
  const response = await request.get('/en-gb/photobooks', { maxRedirects: 0 })
  expect(response.status()).toBe(308)
  expect(new URL(response.headers().location ?? '', baseURL).pathname).toBe('/photobooks')
  const root = await request.get('/en-gb', { maxRedirects: 0 })
  expect(root.status()).toBe(308)
  expect(new URL(root.headers().location ?? '', baseURL).pathname).toBe('/')
})

test('an en-gb path in a translated locale moves to its translation, query kept, with one Location', async ({
  request,
}) => {
  // Twice: the first answer after a start (or a publish) and a later one must agree (RFC 9110: one Location).
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const response = await request.get('/sv-se/start-creating-photobooks?utm_source=news&af_adset_id=7', {
      maxRedirects: 0,
    })
    expect(response.status()).toBe(308)
    const locations = response.headersArray().filter(({ name }) => name.toLowerCase() === 'location')
    expect(locations.map(({ value }) => value)).toEqual([
      '/sv-se/borja-skapa-fotobocker?utm_source=news&af_adset_id=7',
    ])
  }
})

for (const [url, locale] of [
  ['/xx-yy/photobooks', defaultLocale],
  ['/no-such-page', defaultLocale],
  ['/sv-se/finns-inte', 'sv-se'],
  ['/404', defaultLocale],
] as const) {
  test(`${url} gives the localized 404 page with status 404`, async ({ page }) => {
    const response = await page.goto(url)
    expect(response?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', bcp47(locale))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageCopy.notFound[locale].heading)
  })
}

test('the sitemap lists every page URL with alternates, and robots points to it', async ({ request }) => {
  // Issue #34: an index of files, each within the sitemap protocol's 50,000 URLs and 50 MB.
  const [index = '', ...files] = await sitemapFiles(request)
  expect(index).toContain('<sitemapindex')
  expect(files.length).toBeGreaterThan(1)
  for (const file of files) {
    expect(file.split('<url>').length - 1).toBeLessThanOrEqual(50_000)
    expect(Buffer.byteLength(file)).toBeLessThanOrEqual(50 * 1024 * 1024)
  }
  const sitemap = files.join('')
  expect(sitemap).toContain(`<loc>${baseURL}/sv-se/borja-skapa-fotobocker</loc>`)
  expect(sitemap).toContain(`<loc>${baseURL}/photobooks</loc>`)
  expect(sitemap).toContain(`hreflang="nb-NO"`)
  expect(sitemap).not.toContain('/404<')
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
})

test('the sitemap and the feeds carry the running server’s address: none is baked into the build', () => {
  // A server started with another SITE_URL than the build's (or behind a new domain) must not advertise the old one.
  const { routes } = JSON.parse(readFileSync('.next/prerender-manifest.json', 'utf8')) as {
    routes: Record<string, unknown>
  }
  for (const url of Object.keys(routes)) expect(url).not.toMatch(/\.xml$|^\/robots\.txt$/)
})

test('header and footer render from the CMS globals', async ({ page }) => {
  await page.goto('/sv-se')
  const nav = page.getByRole('navigation', { name: 'Huvudmeny' })
  await expect(nav.getByRole('link')).toHaveCount(4)
  await expect(nav.getByRole('link').last()).toHaveAttribute('href', '/sv-se/borja-skapa-fotobocker')
  await expect(page.getByRole('contentinfo')).toBeVisible()
})
