// Integration (real Payload, SQLite, shipped migrations): the CMS itself enforces §5's required Facts funFact1–3
// and Corner imageAltText, hides nothing it should keep, and stores Facts, Corner Component and Pre-footer with
// their §3 defaults in pages and stories alike.
import { describe, expect, it } from 'vitest'

import { saveLayout } from '../../../tests/integration/saveLayout'

const required = 'This field is required.'

const save = saveLayout

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
