// §2: which model allows which block, and hidden blocks: out of the insert menu, still valid once present.
import { describe, expect, it } from 'vitest'

import { blockRegistry, blocksFor, insertableBlocks } from './registry'
import { blockRenderers } from './renderers'
import { contentModels } from './shared/models'

const all = ['page', 'blog-article']
const page = ['page']
const blog = ['blog-article']
const [hidden, shown] = [true, false]

describe('block registry', () => {
  it('holds every block once, in insert-menu order, with its models and hidden flag (§2)', () => {
    // A dropped, added or moved block, or a changed model or flag, must be a deliberate change of this list.
    const expected = [
      ['HeroGeneric', page, shown],
      ['StoriesAboveTheFold', blog, shown],
      ['Heading', all, shown],
      ['AwesomeParagraphs', all, shown],
      ['ButtonComponent', all, shown],
      ['IllustrationSection', all, shown],
      ['EmbedVideo', all, shown],
      ['ReviewsSection', all, shown],
      ['CustomerSupport', all, hidden],
      ['TextImage', all, shown],
      ['TextVideo', all, shown],
      ['SocialMedia', all, shown],
      ['Countdown', all, shown],
      ['CoversSection', all, shown],
      ['ContractSection', all, hidden],
      ['StatisticsContainer', all, hidden],
      ['LogosComponent', all, hidden],
      ['CustomizableContainer', all, hidden],
      ['Quote', all, shown],
      ['Paragraphwithlist', blog, shown],
      ['AwesomeImageComponent', all, shown],
      ['SliderSection', all, shown],
      ['Container', all, shown],
      ['Box', all, shown],
      ['Carousel', all, hidden],
      ['FunFacts', all, shown],
      ['Corner', all, shown],
      ['PreFooter', all, shown],
      ['CreateButtons', all, shown],
      ['CreateCards', all, hidden],
      ['SellingPointsSection', all, shown],
      ['Button', all, hidden],
      ['ContactForms', all, shown],
      ['FormBlock', all, shown],
      ['PricesSection', all, shown],
      ['PaymentMethods', all, hidden],
      ['DeliverySection', all, hidden],
      ['ChristmasDelivery', all, hidden],
    ]
    expect(blockRegistry.map((block) => [block.slug, block.models, block.hiddenFromInsertMenu])).toEqual(
      expected,
    )
  })

  it('gives every block one config, a renderer and, but for FormBlock, examples', async () => {
    for (const block of blockRegistry) {
      expect(block.config.slug, block.slug).toBe(block.slug)
      expect(typeof (await blockRenderers[block.slug].load()).default, block.slug).toBe('function')
      expect(Boolean(blockRenderers[block.slug].examples), block.slug).toBe(block.slug !== 'FormBlock')
    }
  })

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

describe('each block defined once (issue #31)', () => {
  type AnyField = {
    type?: string
    name?: string
    blocks?: { slug: string; fields: AnyField[] }[]
    fields?: AnyField[]
    tabs?: { fields: AnyField[] }[]
    blockReferences?: unknown[]
  }

  /** Every blocks field of the config, with where it stands. */
  function blocksFields(fields: AnyField[], at: string): { at: string; field: AnyField }[] {
    return fields.flatMap((field) => {
      const here = field.name ? `${at}.${field.name}` : at
      const own = field.type === 'blocks' ? [{ at: here, field }] : []
      const inner = [...(field.fields ?? []), ...(field.tabs ?? []).flatMap((tab) => tab.fields)]
      const inBlocks = (field.blocks ?? []).flatMap((block) =>
        blocksFields(block.fields, `${here}.${block.slug}`),
      )
      return [...own, ...blocksFields(inner, here), ...inBlocks]
    })
  }

  it('lists every block once in the Payload config, and every blocks field refers to them by slug', async () => {
    const config = await (await import('@payload-config')).default
    const slugs = (config.blocks ?? []).map((block) => block.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    expect([...slugs].sort()).toEqual(blockRegistry.map((block) => block.slug).sort())
    const entities = [
      ...config.collections.map((collection) => ({ at: collection.slug, fields: collection.fields })),
      ...config.globals.map((global) => ({ at: global.slug, fields: global.fields })),
      ...(config.blocks ?? []).map((block) => ({ at: `block ${block.slug}`, fields: block.fields })),
    ]
    const found = entities.flatMap(({ at, fields }) => blocksFields(fields as AnyField[], at))
    const ours = new Set<string>(slugs)
    // A blocks field offering one of the content blocks must name it by slug, never hold a copy of its config.
    const copies = found.flatMap(({ at, field }) =>
      (field.blocks ?? []).filter((block) => ours.has(block.slug)).map((block) => `${at}: ${block.slug}`),
    )
    expect(copies).toEqual([])
    const referring = found.filter(({ field }) => field.blockReferences?.length)
    expect(referring.map(({ at }) => at).sort()).toEqual([
      'block Box.content',
      'block Container.content',
      'block CustomizableContainer.content',
      'block TextImage.children',
      'block TextVideo.children',
      'page-variants.layout',
      'pages.layout',
      'stories.layout',
      'story-variants.layout',
    ])
  })
})
