// §3 CreateCards (hidden, §2): colour defaults hjortron2/hjortron3, §5 required cover and hover images, the hover
// image shown on hover or focus in the cover's own box.
import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { Block, Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { blockDefinition, blocksFor, insertableBlocks } from '../registry'
import { defaultOf, field } from '../../../tests/support/fields'
import { renderServer } from '../../../tests/support/render'
import type { BlockData } from '../types'
import CreateCards from './Component'
import { createCardsBlock } from './config'

const block = createCardsBlock
const group = (name: string) =>
  ({ slug: name, fields: (field(block, name) as { fields: Field[] }).fields }) as Block
const context = { locale: 'nl-nl', model: 'page', createAppUrl: 'https://create.example/start' } as const
const image = (name: string, alt = '') => ({
  id: name.length,
  url: `http://localhost:3000/api/media/file/${name}.webp`,
  width: 1200,
  height: 900,
  alt,
  mimeType: 'image/webp',
})
const data = (overrides: object = {}) =>
  ({
    blockType: 'CreateCards',
    photobooks: {
      title: 'Fotoboeken',
      link: '/photobooks',
      color: 'hjortron2',
      coverImage: image('book-cover', 'A linen photo book'),
      hoverImage: image('book-inside', 'Pages inside'),
    },
    prints: {
      title: 'Afdrukken',
      link: '/prints',
      color: 'hjortron3',
      coverImage: image('prints-cover', 'A stack of prints'),
      hoverImage: image('prints-wall', 'Prints on a wall'),
    },
    ...overrides,
  }) as BlockData<'CreateCards'>
const render = (overrides: object = {}) =>
  renderServer(<CreateCards block={data(overrides)} context={context} />)

describe('CreateCards config (§3)', () => {
  it('is hidden from the insert menu (§2), yet valid in both models once present', () => {
    expect(blockDefinition('CreateCards')?.config.labels?.singular).toMatchObject({ en: 'Create cards' })
    expect(blockDefinition('CreateCards')?.hiddenFromInsertMenu).toBe(true)
    for (const model of ['page', 'blog-article'] as const) {
      expect(blocksFor(model).map((candidate) => candidate.slug)).toContain('CreateCards')
      const filter = insertableBlocks(model, 'layout')
      expect(filter({ siblingData: { layout: [] } })).not.toContain('CreateCards')
      expect(filter({ siblingData: { layout: [{ blockType: 'CreateCards' }] } })).toContain('CreateCards')
    }
  })

  it('defaults the colours to hjortron2 and hjortron3', () => {
    expect(defaultOf(group('photobooks'), 'color')).toBe('hjortron2')
    expect(defaultOf(group('prints'), 'color')).toBe('hjortron3')
    expect(defaultOf(group('photobooks'), 'link')).toBe('/photobooks')
    expect(defaultOf(group('prints'), 'link')).toBe('/prints')
  })

  it('requires coverImage and hoverImage on both cards (§5), and nothing else', () => {
    for (const card of ['photobooks', 'prints']) {
      for (const name of ['coverImage', 'hoverImage'])
        expect(field(group(card), name)).toMatchObject({
          type: 'upload',
          relationTo: 'media',
          required: true,
        })
      for (const name of ['title', 'link', 'color'])
        expect((field(group(card), name) as { required?: boolean }).required).toBeFalsy()
    }
  })
})

describe('CreateCards renderer', () => {
  it('links both cards in the visitor’s locale on their colours, with readable text', async () => {
    const html = await render()
    expect(html).toContain('href="/nl-nl/photobooks"')
    expect(html).toContain('href="/nl-nl/prints"')
    expect(html).toContain('>Fotoboeken</span>')
    expect(html).toContain('>Afdrukken</span>')
    expect(html).toContain('--card-background:var(--colour-hjortron2);--card-text:var(--colour-almostBlack)')
    expect(html).toContain('--card-background:var(--colour-hjortron3)')
  })

  it('puts the hover image over the cover, hidden from screen readers, with the cover’s alt text', async () => {
    const html = await render()
    expect(html.match(/<img /g)).toHaveLength(4)
    expect(html).toContain('alt="A linen photo book"')
    expect(html).not.toContain('alt="Pages inside"')
    expect(html.match(/<img alt=""[^>]*data-hover-image=""/g)).toHaveLength(2)
    expect(html).toContain(encodeURIComponent('/api/media/file/book-inside.webp'))
  })

  it('uses the §5 alt text fallback for a cover without alt text', async () => {
    const html = await render({
      prints: { coverImage: image('prints-cover'), hoverImage: image('prints-wall') },
    })
    expect(html).toContain('alt="Photo books"')
  })

  it('titles untitled cards in the visitor’s language and falls back to the §3 colours', async () => {
    const html = await render({
      photobooks: { link: '/photobooks', coverImage: image('a'), hoverImage: image('b') },
      prints: { link: '/prints', color: 'nonsense', coverImage: image('c'), hoverImage: image('d') },
    })
    expect(html).toContain('>Fotoboeken</span>')
    expect(html).toContain('>Fotoafdrukken</span>')
    expect(html).toContain('--card-background:var(--colour-hjortron2)')
    expect(html).toContain('--card-background:var(--colour-hjortron3)')
  })

  it('shows a card without a link as a plain card, and one without a hover image with its cover only', async () => {
    const html = await render({
      prints: { title: 'Afdrukken', link: '', coverImage: image('prints-cover', 'Prints') },
    })
    expect(html.match(/<a /g)).toHaveLength(1)
    expect(html).toContain('<div class="')
    expect(html.match(/data-hover-image/g)).toHaveLength(1)
  })

  it('leaves out a card without its cover, and renders nothing without any', async () => {
    const one = await render({ photobooks: { title: 'Books', link: '/photobooks', coverImage: 3 } })
    expect(one).not.toContain('Books')
    expect(one.match(/<a /g)).toHaveLength(1)
    expect(await render({ photobooks: null, prints: undefined })).toBe('')
    expect(await render({ photobooks: { coverImage: null }, prints: {} })).toBe('')
  })
})

describe('CreateCards hover (CSS only)', () => {
  const css = readFileSync(path.join(import.meta.dirname, 'CreateCards.inline.pcss'), 'utf8')
  it('shows the hover image on hover and on keyboard focus', () => {
    expect(css).toMatch(/\.card:hover \.hover,\s*\.card:focus-visible \.hover\s*\{\s*opacity: 1;/)
  })
  it('stacks both images in one box whose size CSS fixes, so nothing shifts', () => {
    expect(css).toMatch(/\.frame \{[^}]*aspect-ratio: 4 \/ 3;/)
    expect(css).toMatch(/\.image \{[^}]*position: absolute;[^}]*inset: 0;/)
  })
  it('swaps without fading under prefers-reduced-motion', () => {
    expect(css).toMatch(/@media \(prefers-reduced-motion: reduce\) \{\s*\.hover \{\s*transition: none;/)
  })
})
