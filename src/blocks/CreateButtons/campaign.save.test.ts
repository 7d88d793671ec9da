// Integration (real Payload, SQLite, shipped migrations): the CMS itself enforces §5's required fields of
// CreateButtons and CreateCards and stores the §3 defaults of CreateButtons, CreateCards, the USP section and the
// hidden plain Button, in pages and stories alike.
import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload, testPng } from '../../../tests/integration/payload'
import { saveLayout } from '../../../tests/integration/saveLayout'

let image: number

beforeAll(async () => {
  const payload = await testPayload()
  const data = await testPng()
  image = (
    await payload.create({
      collection: 'media',
      data: { alt: 'An open photo book' },
      file: { data, mimetype: 'image/png', name: 'book.png', size: data.length },
    })
  ).id as number
})

const save = saveLayout

const required = 'This field is required.'

describe('CreateButtons in the CMS (§3, §5)', () => {
  it('requires the photobooks image, and both links once an editor clears them', async () => {
    expect((await save([{ blockType: 'CreateButtons' }])).errors).toEqual([
      `layout.0.photobooks.image: ${required}`,
    ])
    const cleared = await save([
      { blockType: 'CreateButtons', photobooks: { link: '', image }, prints: { link: '' } },
    ])
    expect(cleared.errors).toEqual([
      `layout.0.photobooks.link: ${required}`,
      `layout.0.prints.link: ${required}`,
    ])
  })

  it('stores the §3 defaults in pages and stories', async () => {
    for (const collection of ['pages', 'stories'] as const) {
      const saved = await save([{ blockType: 'CreateButtons', photobooks: { image } }], collection)
      expect(saved.errors).toEqual([])
      expect(saved.layout?.[0]).toMatchObject({
        photobooks: { link: '/photobooks', color: 'brandYellow', image },
        prints: { link: '/photoprints', color: 'seaweedLight' },
        marginBottom: 'xxxl',
      })
    }
  })
})

describe('CreateCards in the CMS (§3, §5)', () => {
  it('requires coverImage and hoverImage on both cards', async () => {
    expect((await save([{ blockType: 'CreateCards' }])).errors).toEqual([
      `layout.0.photobooks.coverImage: ${required}`,
      `layout.0.photobooks.hoverImage: ${required}`,
      `layout.0.prints.coverImage: ${required}`,
      `layout.0.prints.hoverImage: ${required}`,
    ])
  })

  it('saves once present although hidden from the insert menu (§2), with hjortron2 and hjortron3', async () => {
    const card = { coverImage: image, hoverImage: image }
    for (const collection of ['pages', 'stories'] as const) {
      const saved = await save([{ blockType: 'CreateCards', photobooks: card, prints: card }], collection)
      expect(saved.errors).toEqual([])
      expect(saved.layout?.[0]).toMatchObject({
        photobooks: { color: 'hjortron2', link: '/photobooks' },
        prints: { color: 'hjortron3', link: '/prints' },
      })
    }
  })
})

describe('USP section and plain Button in the CMS (§3)', () => {
  it('stores seaweed and the illustrations bat-man, footprint, hugging-love, high-five in order', async () => {
    const saved = await save([
      { blockType: 'SellingPointsSection', title: 'Why us', usp1: { title: 'Care' } },
    ])
    expect(saved.errors).toEqual([])
    expect(saved.layout?.[0]).toMatchObject({
      title: 'Why us',
      usp1: { title: 'Care', color: 'seaweed', illustration: 'bat-man' },
      usp2: { color: 'seaweed', illustration: 'footprint' },
      usp3: { color: 'seaweed', illustration: 'hugging-love' },
      usp4: { color: 'seaweed', illustration: 'high-five' },
    })
  })

  it('saves a hidden plain Button with its link rule', async () => {
    const saved = await save(
      [{ blockType: 'Button', buttonText: 'Start', createLink: true, productType: 'print' }],
      'stories',
    )
    expect(saved.errors).toEqual([])
    expect(saved.layout?.[0]).toMatchObject({ blockType: 'Button', createLink: true, productType: 'print' })
  })
})
