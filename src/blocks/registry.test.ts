// §2: which model allows which block, and hidden blocks: out of the insert menu, still valid once present.
import { describe, expect, it } from 'vitest'

import { blockRegistry, blocksFor, insertableBlocks } from './registry'
import { contentModels } from './shared/models'

describe('block registry', () => {
  it('offers each model exactly the blocks registered for it', () => {
    for (const model of contentModels) {
      const offered = blocksFor(model).map((block) => block.slug)
      const expected = blockRegistry
        .filter((block) => block.models.includes(model))
        .map((block) => block.slug)
      expect(offered).toEqual(expected)
    }
  })

  it('keeps hidden blocks out of the insert menu but allows one that is already there', () => {
    const hidden = blockRegistry.filter((block) => block.hiddenFromInsertMenu)
    expect(hidden.length).toBeGreaterThan(0)
    for (const model of contentModels) {
      const filter = insertableBlocks(model, 'layout')
      const empty = filter({ siblingData: { layout: [] } })
      for (const block of blockRegistry.filter((candidate) => candidate.models.includes(model))) {
        expect(empty.includes(block.slug), `${model}: ${block.slug}`).toBe(!block.hiddenFromInsertMenu)
      }
      for (const block of hidden.filter((candidate) => candidate.models.includes(model))) {
        const withIt = filter({
          siblingData: { layout: [{ blockType: 'Heading' }, { blockType: block.slug }] },
        })
        expect(withIt).toContain(block.slug)
        expect(withIt.filter((slug) => slug === 'Heading')).toHaveLength(1)
      }
    }
  })

  it('never lets a block of another model in through existing data', () => {
    const pageOnly = blockRegistry.find((block) => block.models.length === 1 && block.models[0] === 'page')
    expect(pageOnly, 'a page-only block (HeroGeneric)').toBeDefined()
    if (!pageOnly) return
    expect(
      insertableBlocks('blog-article', 'layout')({ siblingData: { layout: [{ blockType: pageOnly.slug }] } }),
    ).not.toContain(pageOnly.slug)
  })
})
