// Integration: the seeded block gallery holds every block's examples, they pass the CMS's own validation, every one
// renders without an error, and the gallery stays out of the stories list; hidden blocks still save (§2).
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { blockRegistry } from '@/blocks/registry'
import { blockRenderers } from '@/blocks/renderers'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import type { LayoutBlock, SeedMedia } from '@/blocks/types'
import { blockGalleryPagePath, blockGalleryStoryPath, seedBlockGallery } from '@/cms/seed/blockGallery'
import { seedCommerce } from '@/cms/seed/commerce'
import { seedImageNames } from '@/cms/seed/images'

import { blockClassNames, classTokens, definesClass } from '../support/blockStylesheets'
import { renderServer, renderServerWithStyles } from '../support/render'
import { testPayload } from './payload'

let media: SeedMedia

beforeAll(async () => {
  const payload = await testPayload()
  // The commerce blocks read the data API with the website service account, as on a seeded site.
  // A fixed moment: the recorded HTML (renders each example exactly as recorded) holds the seeded last order dates.
  await seedCommerce(payload, new Date('2026-11-26T12:00:00Z'))
  const ids = []
  for (const name of seedImageNames) {
    const { id } = await payload.create({
      collection: 'media',
      data: { alt: `Seed picture ${name}` },
      file: { data: await tinyPng(), mimetype: 'image/png', name: `${name}.png`, size: 0 },
    })
    ids.push([name, id])
  }
  media = Object.fromEntries(ids) as SeedMedia
})

afterEach(() => vi.restoreAllMocks())

async function tinyPng(): Promise<Buffer> {
  const { default: sharp } = await import('sharp')
  return sharp({ create: { width: 40, height: 30, channels: 3, background: '#FFCC5A' } })
    .png()
    .toBuffer()
}

async function galleryEntry(collection: 'pages' | 'stories', path: string) {
  const payload = await testPayload()
  const { docs } = await payload.find({ collection, where: { path: { equals: path } }, depth: 1, limit: 1 })
  return docs[0]
}

describe('block gallery', () => {
  it('seeds every registered block that has examples, once', async () => {
    const payload = await testPayload()
    expect(await seedBlockGallery(payload, media)).toBe(true)
    expect(await seedBlockGallery(payload, media)).toBe(false)
    const page = await galleryEntry('pages', blockGalleryPagePath)
    const story = await galleryEntry('stories', blockGalleryStoryPath)
    const seeded = new Set(
      [...(page?.layout ?? []), ...(story?.layout ?? [])].map((block) => block.blockType),
    )
    for (const definition of blockRegistry.filter((candidate) => blockRenderers[candidate.slug].examples)) {
      expect(seeded.has(definition.slug), definition.slug).toBe(true)
    }
    expect(page?.meta?.noIndex).toBe(true)
  })

  it('renders every example without an error', async () => {
    const errors = vi.spyOn(console, 'error')
    const page = await galleryEntry('pages', blockGalleryPagePath)
    const story = await galleryEntry('stories', blockGalleryStoryPath)
    const context = { locale: 'en-gb', createAppUrl: 'https://create.example/start' } as const
    const html =
      (await renderServer(
        RenderBlocks({ blocks: page?.layout as LayoutBlock[], context: { ...context, model: 'page' } }),
      )) +
      (await renderServer(
        RenderBlocks({
          blocks: story?.layout as LayoutBlock[],
          context: { ...context, model: 'blog-article' },
        }),
      ))
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([])
    expect(html).toContain('Block gallery')
  })

  // Issue #31: each example's HTML, recorded before the blocks became one shared definition, must stay byte-identical.
  it('renders each example exactly as recorded', async () => {
    const context = { locale: 'en-gb', createAppUrl: 'https://create.example/start' } as const
    for (const [collection, path, model] of [
      ['pages', blockGalleryPagePath, 'page'],
      ['stories', blockGalleryStoryPath, 'blog-article'],
    ] as const) {
      const entry = await galleryEntry(collection, path)
      const rendered: string[] = []
      for (const block of (entry?.layout ?? []) as LayoutBlock[]) {
        const html = await renderServer(RenderBlocks({ blocks: [block], context: { ...context, model } }))
        // Block and row ids are new on each save (24 hex digits).
        rendered.push(`${block.blockType}\n${html.replaceAll(/\b[0-9a-f]{24}\b/g, '{id}')}`)
      }
      await expect(rendered.join('\n\n')).toMatchFileSnapshot(`./__snapshots__/gallery-${model}.html`)
    }
  })

  it('ships the stylesheet of every block class it uses', async () => {
    const context = { locale: 'en-gb', createAppUrl: 'https://create.example/start' } as const
    const known = blockClassNames()
    for (const [collection, path, model] of [
      ['pages', blockGalleryPagePath, 'page'],
      ['stories', blockGalleryStoryPath, 'blog-article'],
    ] as const) {
      const entry = await galleryEntry(collection, path)
      const { markup, css } = await renderServerWithStyles(
        RenderBlocks({ blocks: entry?.layout as LayoutBlock[], context: { ...context, model } }),
      )
      const used = [...classTokens(markup)].filter((name) => known.has(name))
      expect(used.length, path).toBeGreaterThan(10)
      const unstyled = used.filter((name) => !definesClass(css, name))
      expect(unstyled.map((name) => `${name} (${known.get(name)})`)).toEqual([])
    }
  })

  it('keeps a hidden block valid once it is in a page (§2)', async () => {
    const payload = await testPayload()
    const hidden = blockRegistry.find((block) => block.hiddenFromInsertMenu && block.models.includes('page'))
    expect(hidden).toBeDefined()
    const page = await galleryEntry('pages', blockGalleryPagePath)
    const layout = (page?.layout ?? []).map((block) => ({ ...block, id: undefined }))
    expect(layout.some((block) => block.blockType === hidden?.slug)).toBe(true)
    const updated = await payload.update({
      collection: 'pages',
      id: page!.id,
      data: { title: 'Block gallery (edited)', layout: layout as never },
      context: { disableRevalidate: true },
    })
    expect(updated.layout?.some((block) => block.blockType === hidden?.slug)).toBe(true)
  })
})
