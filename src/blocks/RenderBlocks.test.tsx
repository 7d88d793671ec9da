import { afterEach, describe, expect, it, vi } from 'vitest'

import { renderServer } from '../../tests/support/render'
import { RenderBlocks } from './RenderBlocks'
import type { BlockContext, LayoutBlock } from './types'

const context: BlockContext = { locale: 'sv-se', model: 'page', createAppUrl: 'https://create.example/start' }

afterEach(() => vi.restoreAllMocks())

describe('RenderBlocks', () => {
  it('renders each block with its own renderer, in order', async () => {
    const blocks = [
      { blockType: 'Heading', text: 'Fotoböcker', as: 'h1' },
      { blockType: 'ButtonComponent', buttonText: 'Skapa', link: '/photobooks' },
    ] as LayoutBlock[]
    const html = await renderServer(RenderBlocks({ blocks: blocks, context }))
    expect(html).toMatch(/<h1[^>]*>Fotoböcker<\/h1>.*<a [^>]*href="\/sv-se\/photobooks"[^>]*>Skapa<\/a>/)
  })

  it('leaves out a block that throws or is unknown, logs it, and still renders the rest', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const blocks = [
      { blockType: 'Heading', text: 42 },
      { blockType: 'NoSuchBlock' },
      { blockType: 'Heading', text: 'Still here', as: 'h2' },
    ] as unknown as LayoutBlock[]
    const html = await renderServer(RenderBlocks({ blocks: blocks, context }))
    expect(html).toContain('Still here')
    const logged = log.mock.calls.map((call) => String(call[0])).filter((line) => line.startsWith('[blocks]'))
    expect(logged).toEqual([
      '[blocks] unknown block type "NoSuchBlock" left out',
      '[blocks] Heading block failed to render and was left out',
    ])
  })

  it('lets the first hero lead the page, wherever it is: only its picture is fetched first', async () => {
    const photo = (id: number) => ({
      id,
      url: `/api/media/file/p${id}.png`,
      width: 800,
      height: 600,
      alt: `Photo ${id}`,
    })
    const heroes = [1, 2].map((id) => ({
      blockType: 'HeroGeneric',
      id: `hero-${id}`,
      heading: `Hero ${id}`,
      image: photo(id),
    }))
    const blocks = [
      { blockType: 'Heading', text: 'Above the heroes', as: 'h2' },
      ...heroes,
    ] as unknown as LayoutBlock[]
    const eager = (html: string) => html.match(/<img[^>]*fetchPriority="high"[^>]*>/g) ?? []
    const page = eager(await renderServer(RenderBlocks({ blocks, context })))
    expect(page).toHaveLength(1)
    expect(page[0]).toContain('alt="Photo 1"')
    // Blocks under a story's own hero do not lead.
    expect(eager(await renderServer(RenderBlocks({ blocks, context, leads: false })))).toEqual([])
  })

  it('renders nothing for an empty layout', async () => {
    expect(await renderServer(RenderBlocks({ blocks: null, context }))).toBe('')
  })

  it('names each block and row by its form path in a draft preview only, innermost inside (issue #32)', async () => {
    const blocks = [
      { blockType: 'Heading', text: 'Top', as: 'h2' },
      {
        blockType: 'Container',
        content: [
          { blockType: 'Heading', text: 'Inside', as: 'h3' },
          { blockType: 'Box', content: [{ blockType: 'Heading', text: 'Deepest', as: 'h4' }] },
        ],
      },
    ] as unknown as LayoutBlock[]
    const visitor = await renderServer(RenderBlocks({ blocks, context }))
    expect(visitor).not.toContain('data-edit')
    const draft = await renderServer(
      RenderBlocks({ blocks, context: { ...context, editPath: 'layout' }, from: 1 }),
    )
    const paths = [...draft.matchAll(/data-edit-path="([^"]+)" data-edit-label="([^"]+)"/g)].map((m) => [
      m[1],
      m[2],
    ])
    expect(paths).toEqual([
      ['layout.1', 'Heading'],
      ['layout.2', 'Container'],
      ['layout.2.content.0', 'Heading'],
      ['layout.2.content.1', 'Box'],
      ['layout.2.content.1.content.0', 'Heading'],
    ])
    expect(draft).toMatch(/data-edit-path="layout.2.content.1.content.0"[^>]*><h4[^>]*>Deepest<\/h4>/)
    // Without the markers the blocks' own HTML is the visitor's, byte for byte.
    expect(draft.replace(/<div data-edit-path="[^"]+" data-edit-label="[^"]+">|<\/div>/g, '')).toBe(
      visitor.replace(/<\/div>/g, ''),
    )
  })
})
