// Issue #32 item 4: renders each insertable block's picture for the admin's block picker from the first example of
// it on the block gallery, as the site shows it, and records what it was rendered from (scripts/lib/blockPictures).
// Run against a running site with the seeded gallery: `npm start`, then `npm run block-pictures` (BASE_URL, and the
// demo editor's DEMO_EDITOR_EMAIL / DEMO_EDITOR_PASSWORD, as `npm start` printed them).
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { chromium } from '@playwright/test'
import sharp from 'sharp'

import { browserLaunchOptions } from '../playwright.config'
import { blockGalleryPagePath, blockGalleryStoryPath } from '../src/cms/seed/blockGalleryPaths'
import { manifestFile, type PictureManifest, picturesDir, rendererHash } from './lib/blockPictures'
import { demoEditor } from './lib/environment'

const base = process.env.BASE_URL ?? 'http://localhost:3000'
/** The picker's tiles are ~240 px wide; twice that for sharp screens. */
const width = 480
/** A laptop's width: a block's own layout, its text still legible in a tile. */
const viewportWidth = 1024

interface Gallery {
  collection: 'pages' | 'stories'
  path: string
}
const galleries: Gallery[] = [
  { collection: 'pages', path: blockGalleryPagePath },
  { collection: 'stories', path: blockGalleryStoryPath },
]

async function main() {
  const { blockRegistry } = await import('../src/blocks/registry')
  const insertable = blockRegistry.filter((block) => !block.hiddenFromInsertMenu)
  const browser = await chromium.launch(browserLaunchOptions)
  // The site's policy refuses the stylesheet below that hides what only an editor sees: bypass it here.
  const context = await browser.newContext({
    viewport: { width: viewportWidth, height: 900 },
    baseURL: base,
    bypassCSP: true,
  })
  const login = await context.request.post('/api/users/login', { data: demoEditor() })
  if (!login.ok()) throw new Error(`Could not sign in as the demo editor at ${base}: ${login.status()}`)
  const page = await context.newPage()
  const manifest: PictureManifest = {}
  mkdirSync(picturesDir, { recursive: true })
  for (const gallery of galleries) {
    const found = await context.request.get(
      `/api/${gallery.collection}?where[path][equals]=${encodeURIComponent(gallery.path)}&depth=0&draft=true`,
    )
    type Block = { blockType: string; text?: string }
    const layout = ((await found.json()) as { docs: { layout?: Block[] }[] }).docs[0]?.layout ?? []
    // Draft mode: each block names its form path (data-edit-path), so its box can be found.
    await page.goto(`/preview?collection=${gallery.collection}&path=${encodeURIComponent(gallery.path)}`)
    await page.waitForLoadState('networkidle')
    // The picture is the block as visitors see it: no draft bar, outlines or consent banner.
    await page.addStyleTag({
      content: '[data-edit-ui], [aria-label="Draft preview"], #cc-main { display: none !important; }',
    })
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
    for (const { slug, label } of insertable) {
      if (manifest[slug]) continue
      // The gallery heads each block's examples with a Heading of its name; the first example follows it. The form
      // block, which needs the seeded form, comes last on its own.
      const headed = layout.findIndex(
        (block, i) =>
          block.blockType === slug && layout[i - 1]?.blockType === 'Heading' && layout[i - 1]?.text === label,
      )
      const index = headed >= 0 ? headed : layout.findIndex((block) => block.blockType === slug)
      if (index < 0) continue
      const marker = page.locator(`[data-edit-path="layout.${index}"]`)
      if ((await marker.count()) === 0) continue
      const box = await marker.evaluate((element) => {
        const range = document.createRange()
        range.selectNodeContents(element)
        const rect = range.getBoundingClientRect()
        return {
          x: rect.left + window.scrollX,
          y: rect.top + window.scrollY,
          width: rect.width,
          height: rect.height,
        }
      })
      if (box.width < 1 || box.height < 1) continue
      // A tile shows the block's top in the page's width (a slider's track runs past it), at most 4:3; a short block
      // sits in the middle of a 2:1 tile on the page's own background, not beside the gallery's next block.
      const clipWidth = Math.min(box.width, viewportWidth - Math.max(0, box.x))
      const clip = {
        x: Math.max(0, box.x),
        y: box.y,
        width: clipWidth,
        height: Math.min(box.height, (clipWidth * 3) / 4),
      }
      await page.evaluate((y) => window.scrollTo(0, y), clip.y)
      await page.waitForTimeout(300)
      const png = await page.screenshot({ fullPage: true, clip, animations: 'disabled' })
      const height = Math.round((width * Math.max(clip.height, clipWidth / 2)) / clipWidth)
      await sharp(png)
        .resize({ width, height, fit: 'contain', background })
        .webp({ quality: 72 })
        .toFile(path.join(picturesDir, `${slug}.webp`))
      manifest[slug] = rendererHash(slug)
      console.log(`${slug}: ${Math.round(clip.width)}×${Math.round(clip.height)}`)
    }
  }
  await browser.close()
  const missing = insertable.filter(({ slug }) => !manifest[slug]).map(({ slug }) => slug)
  writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`)
  if (missing.length) throw new Error(`No gallery example rendered for ${missing.join(', ')}`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
