// The CMS schema half of the block registry (§2 "Content models and content blocks"): which blocks exist, which
// model allows them, which are hidden, which nest. Each block is defined once for the whole CMS (Payload's
// `config.blocks`) and every blocks field refers to it by slug (`blockReferences`). It imports no renderer: those are
// the other half, ./renderers.ts. Adding a block: its folder, one entry here and one there.
import type { Block, BlocksField } from 'payload'

import { awesomeImageComponentBlock } from './AwesomeImageComponent/config'
import { awesomeParagraphsBlock } from './AwesomeParagraphs/config'
import { boxBlock } from './Box/config'
import { buttonBlock } from './Button/config'
import { buttonComponentBlock } from './ButtonComponent/config'
import { carouselBlock } from './Carousel/config'
import { christmasDeliveryBlock } from './ChristmasDelivery/config'
import { contactFormsBlock } from './ContactForms/config'
import { containerBlock } from './Container/config'
import { contractSectionBlock } from './ContractSection/config'
import { cornerBlock } from './Corner/config'
import { countdownBlock } from './Countdown/config'
import { coversSectionBlock } from './CoversSection/config'
import { createButtonsBlock } from './CreateButtons/config'
import { createCardsBlock } from './CreateCards/config'
import { customerSupportBlock } from './CustomerSupport/config'
import { customizableContainerBlock } from './CustomizableContainer/config'
import { deliverySectionBlock } from './DeliverySection/config'
import { embedVideoBlock } from './EmbedVideo/config'
import { formBlock } from './FormBlock/config'
import { funFactsBlock } from './FunFacts/config'
import { headingBlock } from './Heading/config'
import { heroGenericBlock } from './HeroGeneric/config'
import { illustrationSectionBlock } from './IllustrationSection/config'
import { logosComponentBlock } from './LogosComponent/config'
import { paragraphwithlistBlock } from './Paragraphwithlist/config'
import { paymentMethodsBlock } from './PaymentMethods/config'
import { preFooterBlock } from './PreFooter/config'
import { pricesSectionBlock } from './PricesSection/config'
import { quoteBlock } from './Quote/config'
import { reviewsSectionBlock } from './ReviewsSection/config'
import { sellingPointsSectionBlock } from './SellingPointsSection/config'
import { sliderSectionBlock } from './SliderSection/config'
import { socialMediaBlock } from './SocialMedia/config'
import { statisticsContainerBlock } from './StatisticsContainer/config'
import { storiesAboveTheFoldBlock } from './StoriesAboveTheFold/config'
import { textImageBlock } from './TextImage/config'
import { textVideoBlock } from './TextVideo/config'
import { type ContentModel, contentModels } from './shared/models'
import type { BlockSlug } from './types'

/** What each block states; the rest has defaults (every content model, offered in the insert menu, not nested). */
interface BlockEntry {
  /** Its Payload config; a layout block's takes the slugs it may hold (derived from the entries' `nestable`). */
  config: Block | ((nested: NestedBlocks) => Block)
  /** The content models whose editors may insert it (§2 "blog-article only", "page only"); default all. */
  models?: readonly ContentModel[]
  /** §2: hidden from the insert menu; existing instances still render and save. */
  hiddenFromInsertMenu?: true
  /** One of the simple content blocks a Container, a Box or a CustomizableContainer holds (§3 layout blocks). */
  nestable?: true
}

/** What the layout blocks hold, by slug: the nestable blocks; a Container holds a Box too. */
interface NestedBlocks {
  simple: BlockSlug[]
  withBox: BlockSlug[]
}

/** Every block, once: a block of the generated types that is missing here fails the type check. */
const entries: { [S in BlockSlug]: BlockEntry } = {
  HeroGeneric: { models: ['page'], config: heroGenericBlock },
  StoriesAboveTheFold: { models: ['blog-article'], config: storiesAboveTheFoldBlock },
  Heading: { config: headingBlock, nestable: true },
  AwesomeParagraphs: { config: awesomeParagraphsBlock, nestable: true },
  ButtonComponent: { config: buttonComponentBlock, nestable: true },
  IllustrationSection: { config: illustrationSectionBlock, nestable: true },
  EmbedVideo: { config: embedVideoBlock, nestable: true },
  ReviewsSection: { config: reviewsSectionBlock },
  CustomerSupport: { hiddenFromInsertMenu: true, config: customerSupportBlock },
  TextImage: { config: textImageBlock },
  TextVideo: { config: textVideoBlock },
  SocialMedia: { config: socialMediaBlock },
  Countdown: { config: countdownBlock },
  CoversSection: { config: coversSectionBlock },
  ContractSection: { hiddenFromInsertMenu: true, config: contractSectionBlock },
  StatisticsContainer: { hiddenFromInsertMenu: true, config: statisticsContainerBlock },
  LogosComponent: { hiddenFromInsertMenu: true, config: logosComponentBlock },
  CustomizableContainer: {
    hiddenFromInsertMenu: true,
    config: ({ simple }) => customizableContainerBlock(simple),
  },
  Quote: { config: quoteBlock, nestable: true },
  Paragraphwithlist: { models: ['blog-article'], config: paragraphwithlistBlock },
  AwesomeImageComponent: { config: awesomeImageComponentBlock, nestable: true },
  SliderSection: { config: sliderSectionBlock },
  Container: { config: ({ withBox }) => containerBlock(withBox) },
  Box: { config: ({ simple }) => boxBlock(simple) },
  Carousel: { hiddenFromInsertMenu: true, config: carouselBlock },
  FunFacts: { config: funFactsBlock },
  Corner: { config: cornerBlock },
  PreFooter: { config: preFooterBlock },
  CreateButtons: { config: createButtonsBlock },
  CreateCards: { hiddenFromInsertMenu: true, config: createCardsBlock },
  SellingPointsSection: { config: sellingPointsSectionBlock },
  Button: { hiddenFromInsertMenu: true, config: buttonBlock },
  ContactForms: { config: contactFormsBlock },
  FormBlock: { config: formBlock },
  PricesSection: { config: pricesSectionBlock },
  PaymentMethods: { hiddenFromInsertMenu: true, config: paymentMethodsBlock },
  DeliverySection: { hiddenFromInsertMenu: true, config: deliverySectionBlock },
  ChristmasDelivery: { hiddenFromInsertMenu: true, config: christmasDeliveryBlock },
}

export interface BlockDefinition {
  slug: BlockSlug
  config: Block
  models: readonly ContentModel[]
  hiddenFromInsertMenu: boolean
  nestable: boolean
}

export function isBlockSlug(value: unknown): value is BlockSlug {
  return typeof value === 'string' && Object.hasOwn(entries, value)
}

const slugs = Object.keys(entries).filter(isBlockSlug)
const simple = slugs.filter((slug) => entries[slug].nestable)
const nested: NestedBlocks = { simple, withBox: [...simple, 'Box'] }

/** Payload generates one type per block from this name (issue #31: `HeadingBlock`, not one copy per collection). */
const interfaceName = (slug: string) => (slug.endsWith('Block') ? slug : `${slug}Block`)

/** The blocks in the order the insert menu lists them. */
export const blockRegistry: readonly BlockDefinition[] = slugs.map((slug) => {
  const { config, models = contentModels, hiddenFromInsertMenu = false, nestable = false } = entries[slug]
  const block = typeof config === 'function' ? config(nested) : config
  return {
    slug,
    config: { ...block, interfaceName: interfaceName(slug) },
    models,
    hiddenFromInsertMenu,
    nestable,
  }
})

/** Every block's one definition, for Payload's `config.blocks`. */
export const blockConfigs: Block[] = blockRegistry.map((block) => block.config)

/** The blocks a model's layout field offers. */
export function slugsFor(model: ContentModel): BlockSlug[] {
  return blockRegistry.filter((block) => block.models.includes(model)).map((block) => block.slug)
}

/** Their Payload configs. */
export function blocksFor(model: ContentModel): Block[] {
  return blockRegistry.filter((block) => block.models.includes(model)).map((block) => block.config)
}

/**
 * §2 hidden blocks, as a blocks field's `filterOptions`: the insert menu offers the model's visible blocks only, yet
 * a hidden block already in the list stays allowed (Payload validates saved blocks against the same list), so old
 * content keeps rendering and saving. Once one is present, the menu offers that hidden type too.
 */
export function insertableBlocks(model: ContentModel, fieldName: string) {
  const allowed = blockRegistry.filter((block) => block.models.includes(model))
  const visible = allowed.filter((block) => !block.hiddenFromInsertMenu).map((block) => block.slug)
  const hidden = new Set(allowed.filter((block) => block.hiddenFromInsertMenu).map((block) => block.slug))
  const typeOf = (block: unknown) =>
    block && typeof block === 'object' && 'blockType' in block ? block.blockType : undefined
  return ({ siblingData }: { siblingData?: unknown }): string[] => {
    const value =
      siblingData && typeof siblingData === 'object' ? Reflect.get(siblingData, fieldName) : undefined
    const present = (Array.isArray(value) ? value : []).map(typeOf).filter(isBlockSlug)
    return [...new Set<string>([...visible, ...present.filter((slug) => hidden.has(slug))])]
  }
}

/** A content model's `layout` field (§2): the model's blocks by slug, a hidden one offered only once present. */
export function layoutField(model: ContentModel) {
  return {
    name: 'layout',
    label: 'Content',
    type: 'blocks',
    localized: true,
    blocks: [],
    blockReferences: slugsFor(model),
    filterOptions: insertableBlocks(model, 'layout'),
  } satisfies BlocksField
}

export function blockDefinition(slug: string): BlockDefinition | undefined {
  return blockRegistry.find((block) => block.slug === slug)
}
