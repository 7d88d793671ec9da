// §2 "Content models and content blocks": which blocks exist, which model allows them, which are hidden.
// Adding a block: its folder, and one entry here.
import type { Block, BlocksField } from 'payload'

import { awesomeParagraphsBlock } from './AwesomeParagraphs/config'
import { awesomeImageComponentBlock } from './AwesomeImageComponent/config'
import { boxBlock } from './Box/config'
import { carouselBlock } from './Carousel/config'
import { contactFormsBlock } from './ContactForms/config'
import { containerBlock } from './Container/config'
import { formBlock } from './FormBlock/config'
import { paragraphwithlistBlock } from './Paragraphwithlist/config'
import { quoteBlock } from './Quote/config'
import { sliderSectionBlock } from './SliderSection/config'
import { buttonComponentBlock } from './ButtonComponent/config'
import { buttonBlock } from './Button/config'
import { createButtonsBlock } from './CreateButtons/config'
import { createCardsBlock } from './CreateCards/config'
import { sellingPointsSectionBlock } from './SellingPointsSection/config'
import { embedVideoBlock } from './EmbedVideo/config'
import { headingBlock } from './Heading/config'
import { heroGenericBlock } from './HeroGeneric/config'
import { illustrationSectionBlock } from './IllustrationSection/config'
import { customerSupportBlock } from './CustomerSupport/config'
import { reviewsSectionBlock } from './ReviewsSection/config'
import { contractSectionBlock } from './ContractSection/config'
import { countdownBlock } from './Countdown/config'
import { coversSectionBlock } from './CoversSection/config'
import { customizableContainerBlock } from './CustomizableContainer/config'
import { logosComponentBlock } from './LogosComponent/config'
import { statisticsContainerBlock } from './StatisticsContainer/config'
import { storiesAboveTheFoldBlock } from './StoriesAboveTheFold/config'
import { cornerBlock } from './Corner/config'
import { funFactsBlock } from './FunFacts/config'
import { preFooterBlock } from './PreFooter/config'
import { christmasDeliveryBlock } from './ChristmasDelivery/config'
import { deliverySectionBlock } from './DeliverySection/config'
import { paymentMethodsBlock } from './PaymentMethods/config'
import { pricesSectionBlock } from './PricesSection/config'
import { type ContentModel, contentModels } from './shared/models'
import { socialMediaBlock } from './SocialMedia/config'
import { textImageBlock } from './TextImage/config'
import { textVideoBlock } from './TextVideo/config'
import type { BlockExamples, BlockProps, BlockSlug } from './types'

/** A block's renderer, for its own data. */
export type BlockRenderer<S extends BlockSlug> = (
  props: BlockProps<S>,
) => React.ReactNode | Promise<React.ReactNode>

/** What each block states; the rest has defaults (every content model, offered in the insert menu). */
interface BlockEntry<S extends BlockSlug> {
  config: (model: ContentModel) => Block
  /** §2 "Blocks are loaded on demand": the renderer is its own chunk. */
  load: () => Promise<{ default: BlockRenderer<S> }>
  /** Its example instances for the block gallery (seed only). */
  examples?: () => Promise<{ default: BlockExamples<S> }>
  /** The content models whose editors may insert it (§2 "blog-article only", "page only"); default all. */
  models?: readonly ContentModel[]
  /** §2: hidden from the insert menu; existing instances still render and save. */
  hiddenFromInsertMenu?: true
}

/** Every block, once: a block of the generated types that is missing here fails the type check. */
const entries: { [S in BlockSlug]: BlockEntry<S> } = {
  HeroGeneric: {
    models: ['page'],
    config: heroGenericBlock,
    load: () => import('./HeroGeneric/Component'),
    examples: () => import('./HeroGeneric/examples'),
  },
  StoriesAboveTheFold: {
    models: ['blog-article'],
    config: storiesAboveTheFoldBlock,
    load: () => import('./StoriesAboveTheFold/Component'),
    examples: () => import('./StoriesAboveTheFold/examples'),
  },
  Heading: {
    config: headingBlock,
    load: () => import('./Heading/Component'),
    examples: () => import('./Heading/examples'),
  },
  AwesomeParagraphs: {
    config: awesomeParagraphsBlock,
    load: () => import('./AwesomeParagraphs/Component'),
    examples: () => import('./AwesomeParagraphs/examples'),
  },
  ButtonComponent: {
    config: buttonComponentBlock,
    load: () => import('./ButtonComponent/Component'),
    examples: () => import('./ButtonComponent/examples'),
  },
  IllustrationSection: {
    config: illustrationSectionBlock,
    load: () => import('./IllustrationSection/Component'),
    examples: () => import('./IllustrationSection/examples'),
  },
  EmbedVideo: {
    config: embedVideoBlock,
    load: () => import('./EmbedVideo/Component'),
    examples: () => import('./EmbedVideo/examples'),
  },
  ReviewsSection: {
    config: reviewsSectionBlock,
    load: () => import('./ReviewsSection/Component'),
    examples: () => import('./ReviewsSection/examples'),
  },
  CustomerSupport: {
    hiddenFromInsertMenu: true,
    config: customerSupportBlock,
    load: () => import('./CustomerSupport/Component'),
    examples: () => import('./CustomerSupport/examples'),
  },
  TextImage: {
    config: textImageBlock,
    load: () => import('./TextImage/Component'),
    examples: () => import('./TextImage/examples'),
  },
  TextVideo: {
    config: textVideoBlock,
    load: () => import('./TextVideo/Component'),
    examples: () => import('./TextVideo/examples'),
  },
  SocialMedia: {
    config: socialMediaBlock,
    load: () => import('./SocialMedia/Component'),
    examples: () => import('./SocialMedia/examples'),
  },
  Countdown: {
    config: countdownBlock,
    load: () => import('./Countdown/Component'),
    examples: () => import('./Countdown/examples'),
  },
  CoversSection: {
    config: coversSectionBlock,
    load: () => import('./CoversSection/Component'),
    examples: () => import('./CoversSection/examples'),
  },
  ContractSection: {
    hiddenFromInsertMenu: true,
    config: contractSectionBlock,
    load: () => import('./ContractSection/Component'),
    examples: () => import('./ContractSection/examples'),
  },
  StatisticsContainer: {
    hiddenFromInsertMenu: true,
    config: statisticsContainerBlock,
    load: () => import('./StatisticsContainer/Component'),
    examples: () => import('./StatisticsContainer/examples'),
  },
  LogosComponent: {
    hiddenFromInsertMenu: true,
    config: logosComponentBlock,
    load: () => import('./LogosComponent/Component'),
    examples: () => import('./LogosComponent/examples'),
  },
  CustomizableContainer: {
    hiddenFromInsertMenu: true,
    config: customizableContainerBlock,
    load: () => import('./CustomizableContainer/Component'),
    examples: () => import('./CustomizableContainer/examples'),
  },
  Quote: {
    config: quoteBlock,
    load: () => import('./Quote/Component'),
    examples: () => import('./Quote/examples'),
  },
  Paragraphwithlist: {
    models: ['blog-article'],
    config: paragraphwithlistBlock,
    load: () => import('./Paragraphwithlist/Component'),
    examples: () => import('./Paragraphwithlist/examples'),
  },
  AwesomeImageComponent: {
    config: awesomeImageComponentBlock,
    load: () => import('./AwesomeImageComponent/Component'),
    examples: () => import('./AwesomeImageComponent/examples'),
  },
  SliderSection: {
    config: sliderSectionBlock,
    load: () => import('./SliderSection/Component'),
    examples: () => import('./SliderSection/examples'),
  },
  Container: {
    config: containerBlock,
    load: () => import('./Container/Component'),
    examples: () => import('./Container/examples'),
  },
  Box: {
    config: boxBlock,
    load: () => import('./Box/Component'),
    examples: () => import('./Box/examples'),
  },
  Carousel: {
    hiddenFromInsertMenu: true,
    config: carouselBlock,
    load: () => import('./Carousel/Component'),
    examples: () => import('./Carousel/examples'),
  },
  FunFacts: {
    config: funFactsBlock,
    load: () => import('./FunFacts/Component'),
    examples: () => import('./FunFacts/examples'),
  },
  Corner: {
    config: cornerBlock,
    load: () => import('./Corner/Component'),
    examples: () => import('./Corner/examples'),
  },
  PreFooter: {
    config: preFooterBlock,
    load: () => import('./PreFooter/Component'),
    examples: () => import('./PreFooter/examples'),
  },
  CreateButtons: {
    config: createButtonsBlock,
    load: () => import('./CreateButtons/Component'),
    examples: () => import('./CreateButtons/examples'),
  },
  CreateCards: {
    hiddenFromInsertMenu: true,
    config: createCardsBlock,
    load: () => import('./CreateCards/Component'),
    examples: () => import('./CreateCards/examples'),
  },
  SellingPointsSection: {
    config: sellingPointsSectionBlock,
    load: () => import('./SellingPointsSection/Component'),
    examples: () => import('./SellingPointsSection/examples'),
  },
  Button: {
    hiddenFromInsertMenu: true,
    config: buttonBlock,
    load: () => import('./Button/Component'),
    examples: () => import('./Button/examples'),
  },
  ContactForms: {
    config: contactFormsBlock,
    load: () => import('./ContactForms/Component'),
    examples: () => import('./ContactForms/examples'),
  },
  // Its example needs a form document: the seed places it (src/cms/seed/forms.ts), not the gallery.
  FormBlock: {
    config: formBlock,
    load: () => import('./FormBlock/Component'),
  },
  PricesSection: {
    config: pricesSectionBlock,
    load: () => import('./PricesSection/Component'),
    examples: () => import('./PricesSection/examples'),
  },
  PaymentMethods: {
    hiddenFromInsertMenu: true,
    config: paymentMethodsBlock,
    load: () => import('./PaymentMethods/Component'),
    examples: () => import('./PaymentMethods/examples'),
  },
  DeliverySection: {
    hiddenFromInsertMenu: true,
    config: deliverySectionBlock,
    load: () => import('./DeliverySection/Component'),
    examples: () => import('./DeliverySection/examples'),
  },
  ChristmasDelivery: {
    hiddenFromInsertMenu: true,
    config: christmasDeliveryBlock,
    load: () => import('./ChristmasDelivery/Component'),
    examples: () => import('./ChristmasDelivery/examples'),
  },
}

export interface BlockDefinition<S extends BlockSlug = BlockSlug> extends Omit<
  BlockEntry<S>,
  'models' | 'hiddenFromInsertMenu'
> {
  slug: S
  models: readonly ContentModel[]
  hiddenFromInsertMenu: boolean
}

export function isBlockSlug(value: unknown): value is BlockSlug {
  return typeof value === 'string' && Object.hasOwn(entries, value)
}

function definitionOf<S extends BlockSlug>(slug: S): BlockDefinition<S> {
  const { models = contentModels, hiddenFromInsertMenu = false, ...entry } = entries[slug]
  return { slug, models, hiddenFromInsertMenu, ...entry }
}

/** The blocks in the order the insert menu lists them. */
export const blockRegistry: readonly BlockDefinition[] = Object.keys(entries)
  .filter(isBlockSlug)
  .map(definitionOf)

/** The Payload block configs a model's layout field offers. */
export function blocksFor(model: ContentModel): Block[] {
  return blockRegistry.filter((block) => block.models.includes(model)).map((block) => block.config(model))
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

/** A content model's `layout` field (§2): the model's blocks, a hidden one offered only once present. */
export function layoutField(model: ContentModel) {
  return {
    name: 'layout',
    label: 'Content',
    type: 'blocks',
    localized: true,
    blocks: blocksFor(model),
    filterOptions: insertableBlocks(model, 'layout'),
  } satisfies BlocksField
}

export function blockDefinition(slug: string): BlockDefinition | undefined {
  return blockRegistry.find((block) => block.slug === slug)
}
