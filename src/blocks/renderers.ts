// The renderer half of the block registry: each block's renderer (its own chunk, §2 "Blocks are loaded on demand")
// and its block-gallery examples, keyed by slug. RenderBlocks uses it; the CMS schema (./registry.ts) never does.
import type { BlockExamples, BlockProps, BlockSlug } from './types'

/** A block's renderer, for its own data. */
export type BlockRenderer<S extends BlockSlug> = (
  props: BlockProps<S>,
) => React.ReactNode | Promise<React.ReactNode>

export interface BlockRendering<S extends BlockSlug> {
  load: () => Promise<{ default: BlockRenderer<S> }>
  /** Its example instances for the block gallery (seed only). */
  examples?: () => Promise<{ default: BlockExamples<S> }>
}

/** Every block's renderer: a block of the generated types that is missing here fails the type check. */
export const blockRenderers: { [S in BlockSlug]: BlockRendering<S> } = {
  HeroGeneric: {
    load: () => import('./HeroGeneric/Component'),
    examples: () => import('./HeroGeneric/examples'),
  },
  StoriesAboveTheFold: {
    load: () => import('./StoriesAboveTheFold/Component'),
    examples: () => import('./StoriesAboveTheFold/examples'),
  },
  Heading: {
    load: () => import('./Heading/Component'),
    examples: () => import('./Heading/examples'),
  },
  AwesomeParagraphs: {
    load: () => import('./AwesomeParagraphs/Component'),
    examples: () => import('./AwesomeParagraphs/examples'),
  },
  ButtonComponent: {
    load: () => import('./ButtonComponent/Component'),
    examples: () => import('./ButtonComponent/examples'),
  },
  IllustrationSection: {
    load: () => import('./IllustrationSection/Component'),
    examples: () => import('./IllustrationSection/examples'),
  },
  EmbedVideo: {
    load: () => import('./EmbedVideo/Component'),
    examples: () => import('./EmbedVideo/examples'),
  },
  ReviewsSection: {
    load: () => import('./ReviewsSection/Component'),
    examples: () => import('./ReviewsSection/examples'),
  },
  CustomerSupport: {
    load: () => import('./CustomerSupport/Component'),
    examples: () => import('./CustomerSupport/examples'),
  },
  TextImage: {
    load: () => import('./TextImage/Component'),
    examples: () => import('./TextImage/examples'),
  },
  TextVideo: {
    load: () => import('./TextVideo/Component'),
    examples: () => import('./TextVideo/examples'),
  },
  SocialMedia: {
    load: () => import('./SocialMedia/Component'),
    examples: () => import('./SocialMedia/examples'),
  },
  Countdown: {
    load: () => import('./Countdown/Component'),
    examples: () => import('./Countdown/examples'),
  },
  CoversSection: {
    load: () => import('./CoversSection/Component'),
    examples: () => import('./CoversSection/examples'),
  },
  ContractSection: {
    load: () => import('./ContractSection/Component'),
    examples: () => import('./ContractSection/examples'),
  },
  StatisticsContainer: {
    load: () => import('./StatisticsContainer/Component'),
    examples: () => import('./StatisticsContainer/examples'),
  },
  LogosComponent: {
    load: () => import('./LogosComponent/Component'),
    examples: () => import('./LogosComponent/examples'),
  },
  CustomizableContainer: {
    load: () => import('./CustomizableContainer/Component'),
    examples: () => import('./CustomizableContainer/examples'),
  },
  Quote: {
    load: () => import('./Quote/Component'),
    examples: () => import('./Quote/examples'),
  },
  Paragraphwithlist: {
    load: () => import('./Paragraphwithlist/Component'),
    examples: () => import('./Paragraphwithlist/examples'),
  },
  AwesomeImageComponent: {
    load: () => import('./AwesomeImageComponent/Component'),
    examples: () => import('./AwesomeImageComponent/examples'),
  },
  SliderSection: {
    load: () => import('./SliderSection/Component'),
    examples: () => import('./SliderSection/examples'),
  },
  Container: {
    load: () => import('./Container/Component'),
    examples: () => import('./Container/examples'),
  },
  Box: {
    load: () => import('./Box/Component'),
    examples: () => import('./Box/examples'),
  },
  Carousel: {
    load: () => import('./Carousel/Component'),
    examples: () => import('./Carousel/examples'),
  },
  FunFacts: {
    load: () => import('./FunFacts/Component'),
    examples: () => import('./FunFacts/examples'),
  },
  Corner: {
    load: () => import('./Corner/Component'),
    examples: () => import('./Corner/examples'),
  },
  PreFooter: {
    load: () => import('./PreFooter/Component'),
    examples: () => import('./PreFooter/examples'),
  },
  CreateButtons: {
    load: () => import('./CreateButtons/Component'),
    examples: () => import('./CreateButtons/examples'),
  },
  CreateCards: {
    load: () => import('./CreateCards/Component'),
    examples: () => import('./CreateCards/examples'),
  },
  SellingPointsSection: {
    load: () => import('./SellingPointsSection/Component'),
    examples: () => import('./SellingPointsSection/examples'),
  },
  Button: {
    load: () => import('./Button/Component'),
    examples: () => import('./Button/examples'),
  },
  ContactForms: {
    load: () => import('./ContactForms/Component'),
    examples: () => import('./ContactForms/examples'),
  },
  FormBlock: {
    load: () => import('./FormBlock/Component'),
  },
  PricesSection: {
    load: () => import('./PricesSection/Component'),
    examples: () => import('./PricesSection/examples'),
  },
  PaymentMethods: {
    load: () => import('./PaymentMethods/Component'),
    examples: () => import('./PaymentMethods/examples'),
  },
  DeliverySection: {
    load: () => import('./DeliverySection/Component'),
    examples: () => import('./DeliverySection/examples'),
  },
  ChristmasDelivery: {
    load: () => import('./ChristmasDelivery/Component'),
    examples: () => import('./ChristmasDelivery/examples'),
  },
}

export function blockRenderer(slug: string): BlockRendering<BlockSlug> | undefined {
  // Each renderer takes its own block's data; the caller hands it the block of that slug.
  return Object.hasOwn(blockRenderers, slug)
    ? (blockRenderers[slug as BlockSlug] as unknown as BlockRendering<BlockSlug>)
    : undefined
}
