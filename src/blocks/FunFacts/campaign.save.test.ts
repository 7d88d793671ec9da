// Integration (real Payload, SQLite, shipped migrations): the CMS itself enforces §5's required Facts funFact1–3
// and Corner imageAltText, hides nothing it should keep, and stores Facts, Corner Component and Pre-footer with
// their §3 defaults in pages and stories alike.
import { ValidationError } from 'payload'
import { describe, expect, it } from 'vitest'

import { testPayload } from '../../../tests/integration/payload'

const context = { disableRevalidate: true }
const required = 'This field is required.'
let count = 0

/** Saves a published page or story holding the blocks; resolves to its layout, or its errors as "path: message". */
async function save(
  layout: Record<string, unknown>[],
  collection: 'pages' | 'stories' = 'pages',
): Promise<{ errors: string[]; layout?: Record<string, unknown>[] }> {
  const payload = await testPayload()
  count += 1
  try {
    const doc = await payload.create({
      collection,
      locale: 'en-gb',
      data: {
        title: `Campaign ${count}`,
        path: collection === 'pages' ? `/campaign-${count}` : `campaign-${count}`,
        ...(collection === 'stories' ? { publishedAt: '2026-11-01T00:00:00.000Z' } : {}),
        _status: 'published',
        layout,
      } as never,
      context,
    })
    return { errors: [], layout: (doc as { layout?: Record<string, unknown>[] }).layout }
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    return { errors: error.data.errors.map((entry) => `${entry.path}: ${entry.message}`) }
  }
}

const fact = (text: string) => ({ illustration: 'heart-love', text })

describe('Facts in the CMS (§5)', () => {
  it('requires all three fun facts, each with its illustration and text', async () => {
    expect((await save([{ blockType: 'FunFacts' }])).errors.sort()).toEqual(
      ['funFact1', 'funFact2', 'funFact3']
        .flatMap((name) => [
          `layout.0.${name}.illustration: ${required}`,
          `layout.0.${name}.text: ${required}`,
        ])
        .sort(),
    )
    const missingText = await save([
      {
        blockType: 'FunFacts',
        funFact1: fact('One'),
        funFact2: fact('Two'),
        funFact3: { illustration: 'pen' },
      },
    ])
    expect(missingText.errors).toEqual([`layout.0.funFact3.text: ${required}`])
  })
})

describe('Corner Component in the CMS (§5)', () => {
  it('requires imageAltText', async () => {
    expect((await save([{ blockType: 'Corner', title: 'Corner' }])).errors).toEqual([
      `layout.0.imageAltText: ${required}`,
    ])
  })
})

describe('Facts, Corner Component and Pre-footer in pages and stories', () => {
  const layout = [
    { blockType: 'FunFacts', funFact1: fact('One'), funFact2: fact('Two'), funFact3: fact('Three') },
    { blockType: 'Corner', title: 'Corner', imageAltText: 'A photo book' },
    { blockType: 'PreFooter', headline: 'Ready?' },
  ]

  it.each(['pages', 'stories'] as const)('stores them with their §3 defaults in %s', async (collection) => {
    const saved = await save(layout, collection)
    expect(saved.errors).toEqual([])
    const byType = Object.fromEntries((saved.layout ?? []).map((block) => [block.blockType, block]))
    expect(byType.FunFacts).toMatchObject({
      backgroundColor: 'hjortron4',
      fullbleedLayout: false,
      funFact3: { illustration: 'heart-love', text: 'Three' },
      marginBottom: 'xxxl',
    })
    expect(byType.Corner).toMatchObject({
      backgroundColor: 'brokenWhite',
      color: 'brandYellow',
      addButton: true,
      button: { text: 'Create a photo book', createLink: false, link: '/photobooks' },
    })
    expect(byType.PreFooter).toMatchObject({
      backgroundColor: 'seaweed',
      illustration: 'high-five',
      button: { text: 'Create a photo book', createLink: false, link: '/photobooks' },
    })
  })
})
