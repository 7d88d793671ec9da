// Design system in the browser (§3, §9): the gallery and the home page at the four breakpoints, screenshotted,
// with no console error and no layout shift; each illustration is its own chunk of the build.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { breakpoints, type FontSize, fontSizes } from '../../src/design/tokens'
import { illustrationNames } from '../../src/design/illustrations/names'
import { watch } from './support/watch'

import { editor } from './support/admin'
const viewports = Object.entries(breakpoints).map(([name, width]) => ({ name, width: Math.max(width, 375) }))

for (const { name, width } of viewports) {
  test(`home page at ${name} (${width}px): no console error, no layout shift`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 })
    const watched = await watch(page)
    await page.goto('/', { waitUntil: 'networkidle' })
    await testInfo.attach(`home-${name}.png`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    })
    expect(watched.errors).toEqual([])
    expect(await watched.layoutShift(), await watched.shifted()).toBeLessThanOrEqual(0.01)
  })
}

test('the fluid type scale lands on whole pixels and still grows with the viewport (§9)', async ({
  page,
}) => {
  // Each distinct size is a font instance the browser creates and shapes with: sizes 0.01px apart cost as much.
  await page.goto('/')
  const sizesAt = async (width: number) => {
    await page.setViewportSize({ width, height: 900 })
    const px = await page.evaluate(
      (names) =>
        names.map((name) => {
          const probe = document.body.appendChild(document.createElement('span'))
          probe.style.fontSize = `var(--font-size-${name})`
          const size = parseFloat(getComputedStyle(probe).fontSize)
          probe.remove()
          return [name, size] as const
        }),
      [...fontSizes],
    )
    return Object.fromEntries(px) as Record<FontSize, number>
  }
  const phone = await sizesAt(412)
  const wide = await sizesAt(breakpoints.largeDesktop)
  for (const px of [...Object.values(phone), ...Object.values(wide)]) {
    expect(Number.isInteger(px), `${px}px`).toBe(true)
  }
  expect(wide.title_xl).toBeGreaterThan(phone.title_xl)
  expect(phone.base).toBe(16)
})

test.describe('the icon and illustration gallery', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/admin/login')
    await page.locator('#field-email').fill(editor.email)
    await page.locator('#field-password').fill(editor.password)
    await page.getByRole('button', { name: /log ?in/i }).click()
    await page.waitForURL(/\/admin(?!\/login)/)
  })

  for (const { name, width } of viewports) {
    test(`at ${name} (${width}px) every drawing arrives without shifting the page`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height: 900 })
      const watched = await watch(page)
      await page.goto('/design-gallery')
      const drawings = page.locator('svg[data-illustration]')
      await expect(drawings).toHaveCount(illustrationNames.length)
      // §3 "loaded on demand": on a phone the last drawing is screens away, not fetched until scrolled near.
      if (width < breakpoints.tablet) {
        await page.waitForLoadState('networkidle')
        await expect(drawings.last()).not.toHaveAttribute('data-loaded')
      }
      for (const drawing of await drawings.all()) {
        await drawing.scrollIntoViewIfNeeded()
        await expect(drawing).toHaveAttribute('data-loaded')
        expect(await drawing.locator('path, circle, ellipse, line, polyline, rect').count()).toBeGreaterThan(
          0,
        )
      }
      await testInfo.attach(`gallery-${name}.png`, {
        body: await page.screenshot({ fullPage: true }),
        contentType: 'image/png',
      })
      expect(watched.errors).toEqual([])
      expect(await watched.layoutShift(), await watched.shifted()).toBeLessThanOrEqual(0.01)
    })
  }
})

test('the gallery is for editors only', async ({ page }) => {
  await page.goto('/design-gallery')
  await expect(page).toHaveURL(/\/admin\/login/)
})

test('each illustration is its own chunk, none in a public page’s first load', async ({ request }) => {
  const chunks = path.join('.next', 'static', 'chunks')
  const files = readdirSync(chunks, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.js'),
  )
  const contents = new Map(files.map((file) => [file, readFileSync(path.join(chunks, file), 'utf8')]))
  const home = await (await request.get('/')).text()
  const chunkOf = new Map<string, string>()
  for (const name of illustrationNames) {
    // The first path of each drawing survives minification verbatim: find the one chunk that holds it.
    const source = readFileSync(path.join('src/design/illustrations/art', `${name}.tsx`), 'utf8')
    const data = /\bd="([^"]{12,})"/.exec(source)?.[1]
    expect(data, `${name} has a path`).toBeTruthy()
    const holding = [...contents].filter(([, text]) => text.includes(data!)).map(([file]) => file)
    expect(holding, name).toHaveLength(1)
    chunkOf.set(name, holding[0]!)
    expect(home).not.toContain(path.basename(holding[0]!))
  }
  expect(new Set(chunkOf.values()).size).toBe(illustrationNames.length)
})
