// §3 CreateButtons (§2 "Photobooks and Prints cards"): defaults, §5 required fields, two localised linked cards.
import type { Block, Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { blockDefinition, blocksFor } from '../registry'
import { defaultOf, field, hasField } from '../../../tests/support/fields'
import { renderServer } from '../../../tests/support/render'
import type { BlockData } from '../types'
import CreateButtons from './Component'
import { createButtonsBlock } from './config'

const block = createButtonsBlock
const group = (name: string) =>
  ({ slug: name, fields: (field(block, name) as { fields: Field[] }).fields }) as Block
const context = { locale: 'sv-se', model: 'page', createAppUrl: 'https://create.example/start' } as const
const media = {
  id: 7,
  url: 'http://localhost:3000/api/media/file/photobook-open.webp',
  width: 1600,
  height: 1200,
  alt: 'An open photo book on a table',
  mimeType: 'image/webp',
}
const data = (overrides: object = {}) =>
  ({
    blockType: 'CreateButtons',
    photobooks: { title: 'Skapa en fotobok', link: '/photobooks', color: 'brandYellow', image: media },
    prints: { title: 'Framkalla foton', link: '/photoprints', color: 'seaweedLight' },
    ...overrides,
  }) as BlockData<'CreateButtons'>
const render = (overrides: object = {}, locale: string = context.locale) =>
  renderServer(<CreateButtons block={data(overrides)} context={{ ...context, locale } as never} />)

describe('CreateButtons config (§3)', () => {
  it('is labelled CreateButtons and offered in the insert menu of both models (§2)', () => {
    expect(block.slug).toBe('CreateButtons')
    expect(blockDefinition('CreateButtons')?.config.labels?.singular).toMatchObject({ en: 'Create buttons' })
    expect(blockDefinition('CreateButtons')?.hiddenFromInsertMenu).toBeFalsy()
    for (const model of ['page', 'blog-article'] as const)
      expect(blocksFor(model).map((candidate) => candidate.slug)).toContain('CreateButtons')
  })

  it('has the §3 defaults: /photobooks on the brand yellow, /photoprints on seaweedLight', () => {
    expect(defaultOf(group('photobooks'), 'link')).toBe('/photobooks')
    expect(defaultOf(group('photobooks'), 'color')).toBe('brandYellow')
    expect(defaultOf(group('prints'), 'link')).toBe('/photoprints')
    expect(defaultOf(group('prints'), 'color')).toBe('seaweedLight')
    expect(defaultOf(block, 'marginBottom')).toBe('xxxl')
  })

  it('requires both links and the photobooks image (§5); prints has no image', () => {
    const required = (owner: Block, name: string) => (field(owner, name) as { required?: boolean }).required
    expect(required(group('photobooks'), 'link')).toBe(true)
    expect(required(group('prints'), 'link')).toBe(true)
    expect(required(group('photobooks'), 'image')).toBe(true)
    expect(field(group('photobooks'), 'image')).toMatchObject({ type: 'upload', relationTo: 'media' })
    expect(required(group('photobooks'), 'title')).toBeFalsy()
    expect(hasField(group('prints'), 'image')).toBe(false)
  })
})

describe('CreateButtons renderer', () => {
  it('links both cards in the visitor’s locale, with their titles', async () => {
    const html = await render()
    expect(html.match(/<a /g)).toHaveLength(2)
    expect(html).toContain('href="/sv-se/photobooks"')
    expect(html).toContain('href="/sv-se/photoprints"')
    expect(html).toContain('Skapa en fotobok')
    expect(html).toContain('Framkalla foton')
  })

  it('keeps the default locale unprefixed and absolute links as written', async () => {
    const html = await render(
      { prints: { link: 'https://prints.example/order', color: 'seaweedLight' } },
      'en-gb',
    )
    expect(html).toContain('href="/photobooks"')
    expect(html).toContain('href="https://prints.example/order"')
  })

  it('shows the photobooks image from its site-relative path with the media’s alt text and size', async () => {
    const html = await render()
    expect(html).toContain('alt="An open photo book on a table"')
    expect(html).toContain('width="1600" height="1200"')
    expect(html).toContain(encodeURIComponent('/api/media/file/photobook-open.webp'))
    expect(html).not.toContain('http://localhost:3000/api/media')
  })

  it('paints each card in its colour with readable text, falling back to the §3 defaults', async () => {
    const html = await render({
      photobooks: { link: '/photobooks', color: 'forest', image: media },
      prints: { link: '/photoprints', color: 'no-such-colour' },
    })
    expect(html).toContain('--card-background:var(--colour-forest);--card-text:var(--colour-white)')
    expect(html).toContain(
      '--card-background:var(--colour-seaweedLight);--card-text:var(--colour-almostBlack)',
    )
    const defaults = await render({ photobooks: { link: '/photobooks' }, prints: { link: '/photoprints' } })
    expect(defaults).toContain('--card-background:var(--colour-brandYellow)')
    expect(defaults).toContain('--card-background:var(--colour-seaweedLight)')
  })

  it('titles untitled cards in the visitor’s language', async () => {
    const html = await render({ photobooks: { link: '/photobooks', image: media }, prints: { link: '/x' } })
    expect(html).toContain('Fotoböcker')
    expect(html).toContain('Fotoutskrifter')
    const german = await render({ photobooks: { link: '/photobooks' }, prints: { link: '/x' } }, 'de-de')
    expect(german).toContain('Fotobücher')
    expect(german).toContain('Fotoabzüge')
  })

  it('keeps the photobooks card, in its colour only, when its image is missing or not loaded', async () => {
    for (const image of [undefined, null, 7]) {
      const html = await render({ photobooks: { title: 'Books', link: '/photobooks', image } })
      expect(html).toContain('href="/sv-se/photobooks"')
      expect(html).not.toContain('<img')
    }
  })

  it('leaves out a card without a link, and renders nothing when neither has one', async () => {
    const one = await render({ prints: { title: 'Prints', link: '  ' } })
    expect(one.match(/<a /g)).toHaveLength(1)
    expect(one).not.toContain('Prints')
    expect(await render({ photobooks: null, prints: undefined })).toBe('')
    expect(await render({ photobooks: { link: '' }, prints: {} })).toBe('')
  })
})
