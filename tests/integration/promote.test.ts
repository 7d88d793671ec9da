// Integration (issue #32 item 6): promoting an A/B variation from its page, through the promote action on a real
// Payload: the page publishes the variation's blocks in each locale it has them, the page's previous content stays
// in its versions, the variation is switched off; only editors, only the page's own variations.
import { beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'

import { callEndpoint, testEditor, testPayload } from './payload'

const context = { disableRevalidate: true }
let editor: User

beforeAll(async () => {
  editor = await testEditor('promote@lumibook.example')
})

const heading = (text: string) => [{ blockType: 'Heading' as const, text, as: 'h1' as const }]

async function pageWithVariation(stamp: string) {
  const payload = await testPayload()
  const page = await payload.create({
    collection: 'pages',
    locale: 'en-gb',
    data: {
      title: 'Photo books',
      path: `/promote-${stamp}`,
      layout: heading('Original'),
      _status: 'published',
    },
    context,
  })
  await payload.update({
    collection: 'pages',
    id: page.id,
    locale: 'sv-se',
    data: {
      title: 'Fotoböcker',
      path: `/promote-sv-${stamp}`,
      layout: heading('Originalet'),
      _status: 'published',
    },
    context,
  })
  const variation = await payload.create({
    collection: 'page-variants',
    locale: 'en-gb',
    data: { entry: page.id, name: 'Big hero', kind: 'abTest', trafficShare: 50, layout: heading('Winner') },
    context,
  })
  return { page, variation }
}

const headingOf = (layout: unknown) => (layout as { text?: string }[] | null | undefined)?.[0]?.text

describe('promoting a variation (issue #32 item 6)', () => {
  it('publishes its blocks on the page, keeps the page’s previous version and switches the variation off', async () => {
    const payload = await testPayload()
    const { page, variation } = await pageWithVariation('a')
    expect(await callEndpoint('pages', '/:id/promote', page.id, { variation: variation.id }, editor)).toEqual(
      { status: 200, body: { promoted: variation.id, locales: ['en-gb'] } },
    )

    const published = await payload.find({
      collection: 'pages',
      where: { and: [{ id: { equals: page.id } }, { _status: { equals: 'published' } }] },
      locale: 'all',
      depth: 0,
    })
    const layouts = published.docs[0]?.layout as unknown as Record<string, unknown>
    expect(headingOf(layouts['en-gb'])).toBe('Winner')
    // sv-se had no blocks of the variation's: it keeps its own.
    expect(headingOf(layouts['sv-se'])).toBe('Originalet')
    const versions = await payload.findVersions({
      collection: 'pages',
      where: { parent: { equals: page.id } },
      locale: 'en-gb',
      depth: 0,
      pagination: false,
    })
    expect(versions.docs.map((version) => headingOf(version.version.layout))).toContain('Original')
    const after = await payload.findByID({ collection: 'page-variants', id: variation.id, depth: 0 })
    expect(after.enabled).toBe(false)
  })

  it('refuses a visitor and another page’s variation, changing nothing', async () => {
    const payload = await testPayload()
    const { page, variation } = await pageWithVariation('b')
    const other = await pageWithVariation('c')
    expect(
      (await callEndpoint('pages', '/:id/promote', page.id, { variation: variation.id }, null)).status,
    ).toBe(403)
    expect(
      (await callEndpoint('pages', '/:id/promote', page.id, { variation: other.variation.id }, editor))
        .status,
    ).toBe(404)
    const unchanged = await payload.findByID({ collection: 'pages', id: page.id, locale: 'en-gb', depth: 0 })
    expect(headingOf(unchanged.layout)).toBe('Original')
  })
})
