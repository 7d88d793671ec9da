// Integration (real Payload, SQLite): the CMS itself requires the hero's alt text (§5), refuses a video URL that is
// not a video-hosting URL, validates only the inputs the layout shows (§4), and keeps HeroGeneric off stories (§2).
import { ValidationError } from 'payload'
import { describe, expect, it } from 'vitest'

import { testPayload } from '../../../tests/integration/payload'
import { videoUrlMessage } from './video'

const context = { disableRevalidate: true }
let count = 0

/** Saves a published entry holding one block; resolves to its errors as "path: message" ([] when it saved). */
async function save(collection: 'pages' | 'stories', block: Record<string, unknown>): Promise<string[]> {
  const payload = await testPayload()
  count += 1
  const data =
    collection === 'pages'
      ? { title: `Hero ${count}`, path: `/hero-${count}` }
      : { title: `Hero ${count}`, path: `hero-${count}`, publishedAt: '2026-11-01T00:00:00.000Z' }
  try {
    await payload.create({
      collection,
      data: { ...data, _status: 'published', layout: [block] } as never,
      context,
    })
    return []
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    return error.data.errors.map((entry) => `${entry.path}: ${entry.message}`)
  }
}

describe('HeroGeneric in the CMS', () => {
  it('requires the alt text (§5) and saves with the layout defaulting to default', async () => {
    expect(await save('pages', { blockType: 'HeroGeneric', heading: 'No alt' })).toEqual([
      'layout.0.altText: This field is required.',
    ])
    const payload = await testPayload()
    const { docs } = await payload.find({
      collection: 'pages',
      where: { title: { equals: `Hero ${count}` } },
    })
    expect(docs).toHaveLength(0)
    expect(await save('pages', { blockType: 'HeroGeneric', heading: 'Saved', altText: 'A book' })).toEqual([])
    const saved = await payload.find({ collection: 'pages', where: { title: { equals: `Hero ${count}` } } })
    const hero = saved.docs[0]?.layout?.[0] as { layout?: string; overlayOpacity?: number } | undefined
    expect(hero?.layout).toBe('default')
    expect(hero?.overlayOpacity).toBe(20)
  })

  it('refuses a fullbleed video URL that is not YouTube or Vimeo, and accepts one that is', async () => {
    const hero = {
      blockType: 'HeroGeneric',
      layout: 'fullbleed',
      heading: 'Film',
      altText: 'x',
      useVideo: true,
    }
    expect(await save('pages', { ...hero, videoUrl: 'https://example.com/film.mp4' })).toEqual([
      `layout.0.videoUrl: ${videoUrlMessage}`,
    ])
    expect(await save('pages', { ...hero, videoUrl: 'https://vimeo.com/76979871' })).toEqual([])
  })

  it('checks an input its layout hides, so nothing malformed is stored (§4, issue #30)', async () => {
    const plain = {
      blockType: 'HeroGeneric',
      layout: 'default',
      heading: 'Plain',
      altText: 'x',
      useVideo: true,
    }
    expect(await save('pages', { ...plain, videoUrl: 'https://example.com/film.mp4' })).toEqual([
      `layout.0.videoUrl: ${videoUrlMessage}`,
    ])
    // A well-formed hidden value is kept for when the layout shows it again.
    expect(await save('pages', { ...plain, videoUrl: 'https://vimeo.com/76979871' })).toEqual([])
  })

  it('keeps the overlay within 0–100 (§5)', async () => {
    const errors = await save('pages', {
      blockType: 'HeroGeneric',
      layout: 'fullbleed',
      heading: 'Dark',
      altText: 'x',
      overlayOpacity: 140,
    })
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(/^layout\.0\.overlayOpacity: /)
  })

  it('keeps the overlay within 0–100 and slide alt texts required whatever the layout (§5)', async () => {
    const dark = { blockType: 'HeroGeneric', heading: 'H', altText: 'x', overlayOpacity: 150 }
    const fullbleed = await save('pages', { ...dark, layout: 'fullbleed' })
    expect(fullbleed).toEqual([expect.stringMatching(/^layout\.0\.overlayOpacity: .*100/)])
    for (const layout of ['default', 'illustration', 'product']) {
      expect(await save('pages', { ...dark, layout })).toEqual(fullbleed)
    }
    expect(
      await save('pages', {
        blockType: 'HeroGeneric',
        layout: 'fullbleed',
        heading: 'H',
        altText: 'x',
        heroSlides: [{ altText: '' }],
      }),
    ).toEqual(['layout.0.heroSlides.0.altText: This field is required.'])
  })

  it('is refused on a story (§2 page only)', async () => {
    const errors = await save('stories', { blockType: 'HeroGeneric', heading: 'H', altText: 'x' })
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(/^layout\.0\.id: The block "HeroGeneric"/)
  })
})

describe('StoriesAboveTheFold in the CMS', () => {
  const story = { blockType: 'StoriesAboveTheFold', title: 'Travel tips', intro: 'Pick your shots.' }

  async function image(): Promise<number> {
    const payload = await testPayload()
    const { default: sharp } = await import('sharp')
    const data = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#A6D8E0' } })
      .png()
      .toBuffer()
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'A travel photo book' },
      file: { data, mimetype: 'image/png', name: `story-hero-${Date.now()}.png`, size: data.length },
    })
    return media.id
  }

  it('requires the title, the intro and the image (§5)', async () => {
    expect(await save('stories', { blockType: 'StoriesAboveTheFold' })).toEqual([
      'layout.0.title: This field is required.',
      'layout.0.intro: This field is required.',
      'layout.0.image: This field is required.',
    ])
  })

  it('requires the guest author’s name only with guestAuthor, and keeps it in the story alone', async () => {
    const photo = await image()
    expect(
      await save('stories', {
        ...story,
        image: photo,
        guestAuthor: true,
        guestAuthorSettings: { email: 'e@x.se' },
      }),
    ).toEqual(['layout.0.guestAuthorSettings.name: This field is required.'])
    expect(await save('stories', { ...story, image: photo, guestAuthor: false })).toEqual([])
    expect(
      await save('stories', {
        ...story,
        image: photo,
        guestAuthor: true,
        guestAuthorSettings: { name: 'Elin Svensson', email: 'elin@example.com' },
      }),
    ).toEqual([])
    const payload = await testPayload()
    const { docs } = await payload.find({
      collection: 'stories',
      where: { title: { equals: `Hero ${count}` } },
    })
    const hero = docs[0]?.layout?.[0] as { guestAuthorSettings?: { name?: string } } | undefined
    expect(hero?.guestAuthorSettings?.name).toBe('Elin Svensson')
  })

  it('is refused on a page (§2 blog-article only)', async () => {
    const errors = await save('pages', { ...story, image: await image() })
    expect(errors).toEqual(['layout.0.id: The block "StoriesAboveTheFold" is not allowed.'])
  })
})
