// Integration (real Payload): A/B variations and personalisation variants (issue #9) — a new variation starts as a
// copy of its entry, shares are capped at 100 %, the proxy's index lists what may be served, the variation route
// serves only what a visitor may see.
import { ValidationError } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { routingRecords, variationRecords } from '@/cms/routingRecords'
import { servedVariation } from '@/cms/variation'
import type { Page } from '@/payload-types'
import { createRoutingIndex } from '@/server/routing/routingIndex'

import { testPayload } from './payload'

const context = { disableRevalidate: true }
let page: Page

beforeAll(async () => {
  const payload = await testPayload()
  page = await payload.create({
    collection: 'pages',
    locale: 'en-gb',
    data: {
      title: 'Photo books',
      path: '/variant-photobooks',
      layout: [{ blockType: 'Heading', text: 'The original heading', as: 'h1' }],
      _status: 'published',
    },
    context,
  })
  // An entry with no variation, which the editors' inspector must leave out.
  await payload.create({
    collection: 'pages',
    locale: 'en-gb',
    data: { title: 'Plain', path: '/variant-plain', _status: 'published' },
    context,
  })
  await payload.update({
    collection: 'pages',
    id: page.id,
    locale: 'sv-se',
    data: { title: 'Fotoböcker', path: '/variant-fotobocker', _status: 'published' },
    context,
  })
})

async function createVariant(data: Record<string, unknown>) {
  const payload = await testPayload()
  return payload.create({
    collection: 'page-variants',
    locale: 'en-gb',
    data: { entry: page.id, name: 'Variation', ...data } as never,
    context,
  })
}

describe('variations', () => {
  it('start as a copy of the entry’s blocks', async () => {
    const variant = await createVariant({ name: 'Big hero', kind: 'abTest', trafficShare: 30 })
    expect(variant.layout?.map((block) => block.blockType)).toEqual(['Heading'])
    expect((variant.layout?.[0] as { text?: string }).text).toBe('The original heading')
  })

  it('copy nested blocks too, for every variation of the same entry', async () => {
    const payload = await testPayload()
    const nested = await payload.create({
      collection: 'pages',
      locale: 'en-gb',
      data: {
        title: 'Nested',
        path: '/variant-nested',
        layout: [{ blockType: 'Container', content: [{ blockType: 'Heading', text: 'Inside', as: 'h2' }] }],
        _status: 'published',
      },
      context,
    })
    for (const name of ['First copy', 'Second copy']) {
      const variant = await payload.create({
        collection: 'page-variants',
        locale: 'en-gb',
        data: { entry: nested.id, name, kind: 'abTest', trafficShare: 10 },
        context,
      })
      const container = variant.layout?.[0] as { content?: { text?: string }[] }
      expect(container.content?.[0]?.text).toBe('Inside')
    }
  })

  it('share at most 100 % of an entry’s visitors', async () => {
    await createVariant({ name: 'Video hero', kind: 'abTest', trafficShare: 50 })
    const error = await createVariant({ name: 'Too many', kind: 'abTest', trafficShare: 21 }).catch((e) => e)
    expect(error).toBeInstanceOf(ValidationError)
    expect((error as ValidationError).data.errors.map((problem) => problem.message)).toEqual([
      'The variations of this entry may share at most 100 %; the others already take 80 %.',
    ])
    // A disabled variation takes no share.
    await createVariant({ name: 'Paused', kind: 'abTest', trafficShare: 40, enabled: false })
  })

  it('are indexed for the router under every locale’s URL of the entry', async () => {
    await createVariant({
      name: 'Christmas in Sweden',
      kind: 'personalisation',
      priority: 1,
      query: [{ attribute: 'country', operator: 'equals', value: 'SE' }],
      startDate: '2026-12-01T00:00:00.000Z',
      endDate: '2026-12-24T00:00:00.000Z',
      layout: [{ blockType: 'Heading', text: 'God jul', as: 'h1' }],
    })
    const index = createRoutingIndex()
    index.replace(await routingRecords('pages'))
    const key = `pages:${page.id}`
    expect(index.variationsAt('sv-se', '/variant-fotobocker')?.entryKey).toBe(key)
    expect(index.variationsAt('de-de', '/variant-photobooks')?.entryKey).toBe(key)
    const { variations } = index.variationsAt('en-gb', '/variant-photobooks')!
    expect(variations.abTest.map((variation) => [variation.name, variation.share])).toEqual([
      ['Big hero', 30],
      ['Video hero', 50],
    ])
    expect(variations.personalisation[0]).toMatchObject({
      name: 'Christmas in Sweden',
      rules: [{ attribute: 'country', operator: 'equals', value: 'SE' }],
      endDate: '2026-12-24T00:00:00.000Z',
    })
    // The editors' inspector reads the entries with variations alone, the same way.
    const inspected = await variationRecords()
    expect(inspected.map(({ id }) => id)).toContain(page.id)
    expect(inspected.filter((record) => !record.variations)).toEqual([])
    expect(inspected.map(({ paths }) => paths['en-gb'])).not.toContain('/variant-plain')
  })

  it('are served by id for their own entry only, in their window, enabled', async () => {
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'page-variants', pagination: false, depth: 0 })
    const id = (name: string) => String(docs.find((doc) => doc.name === name)!.id)
    const inside = { now: new Date('2026-12-10T00:00:00Z') }
    const christmas = await servedVariation('pages', page, id('Christmas in Sweden'), 'sv-se', inside)
    expect(christmas?.variationId).toBe(id('Christmas in Sweden'))
    expect(christmas?.testVariationId).toBeUndefined()
    expect((christmas?.layout?.[0] as { text?: string }).text).toBe('God jul')
    expect(
      await servedVariation('pages', page, id('Christmas in Sweden'), 'sv-se', {
        now: new Date('2027-01-01'),
      }),
    ).toBeUndefined()
    expect(await servedVariation('pages', page, id('Big hero'), 'en-gb')).toMatchObject({
      testVariationId: id('Big hero'),
      testVariationName: 'Big hero',
    })
    expect(await servedVariation('pages', page, id('Paused'), 'en-gb')).toBeUndefined()
    expect(await servedVariation('pages', page, id('Paused'), 'en-gb', { draft: true })).toBeDefined()
    expect(await servedVariation('pages', page, 'original', 'en-gb')).toMatchObject({
      variationId: 'original',
      testVariationId: 'original',
    })
    expect(await servedVariation('pages', page, '999999', 'en-gb')).toBeUndefined()
    expect(await servedVariation('pages', page, 'nonsense', 'en-gb')).toBeUndefined()
  })

  it('are not readable by the public', async () => {
    const payload = await testPayload()
    await expect(payload.find({ collection: 'page-variants', overrideAccess: false })).rejects.toThrow()
  })
})
