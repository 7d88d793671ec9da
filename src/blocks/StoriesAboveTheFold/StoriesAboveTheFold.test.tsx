// §3 Blog hero (StoriesAboveTheFold): required title, intro and image (§5), 'Photo books' alt text by default (§5),
// the guest author only with guestAuthor (its name required), blog-article only (§2), and rendering.
import type { Block, Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { defaultOf, field, fieldsOf, isShown } from '../../../tests/support/fields'
import { renderServer } from '../../../tests/support/render'
import { blockDefinition, blocksFor } from '../registry'
import type { BlockData } from '../types'
import StoriesAboveTheFold from './Component'
import { storiesAboveTheFoldBlock } from './config'

const config = storiesAboveTheFoldBlock
const context = {
  locale: 'en-gb',
  model: 'blog-article',
  createAppUrl: 'https://create.example/start',
} as const

const inner = (block: Block, name: string): Block => ({
  slug: `${block.slug}.${name}`,
  fields: (field(block, name) as { fields: Field[] }).fields,
})

const photo = (id: number, alt = '') => ({
  id,
  alt,
  url: `http://localhost:3000/api/media/file/photo-${id}.png`,
  width: 1600,
  height: 900,
  mimeType: 'image/png',
  updatedAt: '',
  createdAt: '',
})

type Data = BlockData<'StoriesAboveTheFold'>
/** Renders the hero as the story's first hero (`lead`), unless told otherwise. */
const render = (block: Partial<Data>, locale: 'en-gb' | 'de-de' = 'en-gb', lead = true) =>
  renderServer(
    <StoriesAboveTheFold
      block={{ blockType: 'StoriesAboveTheFold', ...block } as Data}
      context={{ ...context, locale }}
      lead={lead}
    />,
  )

const story = { title: 'Ten tips for your travel book', intro: 'Pick the best shots.', image: photo(1) }

describe('StoriesAboveTheFold config (§3)', () => {
  it('is the “Hero (blog-article)” block, offered on stories only (§2)', () => {
    expect(blockDefinition('StoriesAboveTheFold')?.config.labels?.singular).toMatchObject({
      en: 'Hero (blog-article)',
    })
    expect(blocksFor('blog-article').map((block) => block.slug)).toContain('StoriesAboveTheFold')
    expect(blocksFor('page').map((block) => block.slug)).not.toContain('StoriesAboveTheFold')
  })

  it('requires the title, the intro and the image, and the guest author’s name (§5)', () => {
    expect(field(config, 'title')).toMatchObject({ type: 'text', required: true })
    expect(field(config, 'intro')).toMatchObject({ type: 'textarea', required: true })
    expect(field(config, 'image')).toMatchObject({ type: 'upload', relationTo: 'media', required: true })
    expect(field(config, 'altText')).not.toHaveProperty('required')
    const author = inner(config, 'guestAuthorSettings')
    expect(field(author, 'name')).toMatchObject({ required: true })
    expect(field(author, 'email')).toMatchObject({ type: 'email' })
    expect(field(author, 'photo')).toMatchObject({ type: 'upload', relationTo: 'media' })
    expect(fieldsOf(author.fields).map((entry) => (entry as { name: string }).name)).toEqual([
      'name',
      'email',
      'photo',
      'altText',
    ])
  })

  it('has its defaults', () => {
    expect(defaultOf(config, 'fullBleedLayout')).toBe(false)
    expect(defaultOf(config, 'guestAuthor')).toBe(false)
    expect(defaultOf(config, 'marginBottom')).toBe('xxxl')
  })

  it('shows the guest author’s inputs only with guestAuthor (§3)', () => {
    expect(isShown(config, 'guestAuthorSettings', { guestAuthor: true })).toBe(true)
    expect(isShown(config, 'guestAuthorSettings', { guestAuthor: false })).toBe(false)
    expect(isShown(config, 'guestAuthorSettings', {})).toBe(false)
  })

  it('keeps the guest author in the block itself, not in another collection (§3 “not saved for later use”)', () => {
    const author = inner(config, 'guestAuthorSettings')
    for (const entry of fieldsOf(author.fields)) {
      expect(entry.type, (entry as { name: string }).name).not.toBe('relationship')
    }
    expect(field(config, 'guestAuthorSettings').type).toBe('group')
  })
})

describe('StoriesAboveTheFold renderer', () => {
  it('renders the title as the story’s h1, the intro and the picture fetched first', async () => {
    const html = await render({ ...story, altText: 'A road-trip photo book' })
    expect(html).toMatch(/<h1[^>]*>Ten tips for your travel book<\/h1>/)
    expect(html).toContain('Pick the best shots.')
    expect(html).toMatch(/<img[^>]*alt="A road-trip photo book"/)
    expect(html).toMatch(/<img[^>]*fetchPriority="high"[^>]*decoding="sync"/)
    expect(html).toContain('loading="eager"')
    expect(html).toContain('width="1600" height="900"')
    const later = await render(story, 'en-gb', false)
    expect(later).toMatch(/<img[^>]*loading="lazy"/)
    expect(later).not.toContain('fetchPriority')
  })

  it('uses the default alt text “Photo books” when the editor and the media have none (§5)', async () => {
    expect(await render(story)).toContain('alt="Photo books"')
    expect(await render({ ...story, altText: '  ', image: photo(1, 'From the library') })).toContain(
      'alt="From the library"',
    )
  })

  it('is boxed by default, edge to edge with fullBleedLayout', async () => {
    expect(await render(story)).not.toMatch(/_fullBleed\b/)
    const html = await render({ ...story, fullBleedLayout: true })
    expect(html).toMatch(/_fullBleed\b/)
    expect(html).toContain('sizes="100vw"')
  })

  it('shows the guest author only with guestAuthor, translated', async () => {
    const guestAuthorSettings = {
      name: 'Elin Svensson',
      email: 'elin@example.com',
      photo: photo(2),
      altText: 'Elin in her studio',
    }
    const html = await render({ ...story, guestAuthor: true, guestAuthorSettings })
    expect(html).toContain('Guest author')
    expect(html).toContain('Elin Svensson')
    expect(html).toContain('href="mailto:elin@example.com"')
    expect(html).toMatch(/<img[^>]*alt="Elin in her studio"/)
    expect(await render({ ...story, guestAuthor: true, guestAuthorSettings }, 'de-de')).toContain(
      'Gastautor*in',
    )
    const off = await render({ ...story, guestAuthor: false, guestAuthorSettings })
    expect(off).not.toContain('Elin')
    // The portrait is named after the author when it has no alt text of its own.
    const unnamed = await render({
      ...story,
      guestAuthor: true,
      guestAuthorSettings: { name: 'Elin Svensson', photo: photo(2) },
    })
    expect(unnamed).toMatch(/<img[^>]*alt="Elin Svensson"/)
    expect(unnamed).not.toContain('mailto:')
    // A guest author without the required name is left out.
    expect(await render({ ...story, guestAuthor: true, guestAuthorSettings: { name: ' ' } })).not.toContain(
      'Guest author',
    )
    expect(
      await render({
        ...story,
        guestAuthor: true,
        guestAuthorSettings: { name: 'E', email: 'not-an-address' },
      }),
    ).not.toContain('mailto:')
  })

  it('renders nothing without its required title or for bad data, and never throws', async () => {
    expect(await render({})).toBe('')
    expect(await render({ ...story, title: '' })).toBe('')
    expect(await render({ title: 42 as never, intro: {} as never, image: 'x' as never })).toBe('')
    const titleOnly = await render({
      title: 'Just a title',
      image: 5 as never,
      guestAuthor: true,
      guestAuthorSettings: 'x' as never,
    })
    expect(titleOnly).toMatch(/<h1[^>]*>Just a title<\/h1>/)
    expect(titleOnly).not.toContain('<img')
    expect(await renderServer(<StoriesAboveTheFold block={null as never} context={context} />)).toBe('')
  })
})
