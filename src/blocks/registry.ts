// §2 "Content models and content blocks": which blocks exist, which model allows them, which are hidden.
// Adding a block: its folder, and one entry here.
import type { Block } from 'payload'

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

type AnyBlockComponent = (props: BlockProps<BlockSlug>) => React.ReactNode | Promise<React.ReactNode>

export interface BlockDefinition {
  slug: BlockSlug
  /** The content models whose editors may insert it (§2 "blog-article only", "page only"). */
  models: readonly ContentModel[]
  /** §2: hidden from the insert menu; existing instances still render and save. */
  hiddenFromInsertMenu?: boolean
  config: (model: ContentModel) => Block
  /** §2 "Blocks are loaded on demand": the renderer is its own chunk. */
  load: () => Promise<{ default: AnyBlockComponent }>
  /** Its example instances for the block gallery (seed only). */
  examples?: () => Promise<{ default: BlockExamples<BlockSlug> }>
}

function lazy<S extends BlockSlug>(
  loader: () => Promise<{ default: (props: BlockProps<S>) => React.ReactNode | Promise<React.ReactNode> }>,
): BlockDefinition['load'] {
  return loader as unknown as BlockDefinition['load']
}

function examplesOf<S extends BlockSlug>(
  loader: () => Promise<{ default: BlockExamples<S> }>,
): BlockDefinition['examples'] {
  return loader as unknown as BlockDefinition['examples']
}

export const blockRegistry: readonly BlockDefinition[] = [
  {
    slug: 'HeroGeneric',
    models: ['page'],
    config: heroGenericBlock,
    load: lazy(() => import('./HeroGeneric/Component')),
    examples: examplesOf(() => import('./HeroGeneric/examples')),
  },
  {
    slug: 'StoriesAboveTheFold',
    models: ['blog-article'],
    config: storiesAboveTheFoldBlock,
    load: lazy(() => import('./StoriesAboveTheFold/Component')),
    examples: examplesOf(() => import('./StoriesAboveTheFold/examples')),
  },
  {
    slug: 'Heading',
    models: contentModels,
    config: headingBlock,
    load: lazy(() => import('./Heading/Component')),
    examples: examplesOf(() => import('./Heading/examples')),
  },
  {
    slug: 'AwesomeParagraphs',
    models: contentModels,
    config: awesomeParagraphsBlock,
    load: lazy(() => import('./AwesomeParagraphs/Component')),
    examples: examplesOf(() => import('./AwesomeParagraphs/examples')),
  },
  {
    slug: 'ButtonComponent',
    models: contentModels,
    config: buttonComponentBlock,
    load: lazy(() => import('./ButtonComponent/Component')),
    examples: examplesOf(() => import('./ButtonComponent/examples')),
  },
  {
    slug: 'IllustrationSection',
    models: contentModels,
    config: illustrationSectionBlock,
    load: lazy(() => import('./IllustrationSection/Component')),
    examples: examplesOf(() => import('./IllustrationSection/examples')),
  },
  {
    slug: 'EmbedVideo',
    models: contentModels,
    config: embedVideoBlock,
    load: lazy(() => import('./EmbedVideo/Component')),
    examples: examplesOf(() => import('./EmbedVideo/examples')),
  },
  {
    slug: 'ReviewsSection',
    models: contentModels,
    config: reviewsSectionBlock,
    load: lazy(() => import('./ReviewsSection/Component')),
    examples: examplesOf(() => import('./ReviewsSection/examples')),
  },
  {
    slug: 'CustomerSupport',
    models: contentModels,
    hiddenFromInsertMenu: true,
    config: customerSupportBlock,
    load: lazy(() => import('./CustomerSupport/Component')),
    examples: examplesOf(() => import('./CustomerSupport/examples')),
  },
  {
    slug: 'TextImage',
    models: contentModels,
    config: textImageBlock,
    load: lazy(() => import('./TextImage/Component')),
    examples: examplesOf(() => import('./TextImage/examples')),
  },
  {
    slug: 'TextVideo',
    models: contentModels,
    config: textVideoBlock,
    load: lazy(() => import('./TextVideo/Component')),
    examples: examplesOf(() => import('./TextVideo/examples')),
  },
  {
    slug: 'SocialMedia',
    models: contentModels,
    config: socialMediaBlock,
    load: lazy(() => import('./SocialMedia/Component')),
    examples: examplesOf(() => import('./SocialMedia/examples')),
  },
  {
    slug: 'Countdown',
    models: contentModels,
    config: countdownBlock,
    load: lazy(() => import('./Countdown/Component')),
    examples: examplesOf(() => import('./Countdown/examples')),
  },
  {
    slug: 'CoversSection',
    models: contentModels,
    config: coversSectionBlock,
    load: lazy(() => import('./CoversSection/Component')),
    examples: examplesOf(() => import('./CoversSection/examples')),
  },
  {
    slug: 'ContractSection',
    models: contentModels,
    hiddenFromInsertMenu: true,
    config: contractSectionBlock,
    load: lazy(() => import('./ContractSection/Component')),
    examples: examplesOf(() => import('./ContractSection/examples')),
  },
  {
    slug: 'StatisticsContainer',
    models: contentModels,
    hiddenFromInsertMenu: true,
    config: statisticsContainerBlock,
    load: lazy(() => import('./StatisticsContainer/Component')),
    examples: examplesOf(() => import('./StatisticsContainer/examples')),
  },
  {
    slug: 'LogosComponent',
    models: contentModels,
    hiddenFromInsertMenu: true,
    config: logosComponentBlock,
    load: lazy(() => import('./LogosComponent/Component')),
    examples: examplesOf(() => import('./LogosComponent/examples')),
  },
  {
    slug: 'CustomizableContainer',
    models: contentModels,
    hiddenFromInsertMenu: true,
    config: customizableContainerBlock,
    load: lazy(() => import('./CustomizableContainer/Component')),
    examples: examplesOf(() => import('./CustomizableContainer/examples')),
  },
  {
    slug: 'Quote',
    models: contentModels,
    config: quoteBlock,
    load: lazy(() => import('./Quote/Component')),
    examples: examplesOf(() => import('./Quote/examples')),
  },
  {
    slug: 'Paragraphwithlist',
    models: ['blog-article'],
    config: paragraphwithlistBlock,
    load: lazy(() => import('./Paragraphwithlist/Component')),
    examples: examplesOf(() => import('./Paragraphwithlist/examples')),
  },
  {
    slug: 'AwesomeImageComponent',
    models: contentModels,
    config: awesomeImageComponentBlock,
    load: lazy(() => import('./AwesomeImageComponent/Component')),
    examples: examplesOf(() => import('./AwesomeImageComponent/examples')),
  },
  {
    slug: 'SliderSection',
    models: contentModels,
    config: sliderSectionBlock,
    load: lazy(() => import('./SliderSection/Component')),
    examples: examplesOf(() => import('./SliderSection/examples')),
  },
  {
    slug: 'Container',
    models: contentModels,
    config: containerBlock,
    load: lazy(() => import('./Container/Component')),
    examples: examplesOf(() => import('./Container/examples')),
  },
  {
    slug: 'Box',
    models: contentModels,
    config: boxBlock,
    load: lazy(() => import('./Box/Component')),
    examples: examplesOf(() => import('./Box/examples')),
  },
  {
    slug: 'Carousel',
    models: contentModels,
    hiddenFromInsertMenu: true,
    config: carouselBlock,
    load: lazy(() => import('./Carousel/Component')),
    examples: examplesOf(() => import('./Carousel/examples')),
  },
  {
    slug: 'FunFacts',
    models: contentModels,
    config: funFactsBlock,
    load: lazy(() => import('./FunFacts/Component')),
    examples: examplesOf(() => import('./FunFacts/examples')),
  },
  {
    slug: 'Corner',
    models: contentModels,
    config: cornerBlock,
    load: lazy(() => import('./Corner/Component')),
    examples: examplesOf(() => import('./Corner/examples')),
  },
  {
    slug: 'PreFooter',
    models: contentModels,
    config: preFooterBlock,
    load: lazy(() => import('./PreFooter/Component')),
    examples: examplesOf(() => import('./PreFooter/examples')),
  },
  {
    slug: 'CreateButtons',
    models: contentModels,
    config: createButtonsBlock,
    load: lazy(() => import('./CreateButtons/Component')),
    examples: examplesOf(() => import('./CreateButtons/examples')),
  },
  {
    slug: 'CreateCards',
    models: contentModels,
    hiddenFromInsertMenu: true,
    config: createCardsBlock,
    load: lazy(() => import('./CreateCards/Component')),
    examples: examplesOf(() => import('./CreateCards/examples')),
  },
  {
    slug: 'SellingPointsSection',
    models: contentModels,
    config: sellingPointsSectionBlock,
    load: lazy(() => import('./SellingPointsSection/Component')),
    examples: examplesOf(() => import('./SellingPointsSection/examples')),
  },
  {
    slug: 'Button',
    models: contentModels,
    hiddenFromInsertMenu: true,
    config: buttonBlock,
    load: lazy(() => import('./Button/Component')),
    examples: examplesOf(() => import('./Button/examples')),
  },
  {
    slug: 'ContactForms',
    models: contentModels,
    config: contactFormsBlock,
    load: lazy(() => import('./ContactForms/Component')),
    examples: examplesOf(() => import('./ContactForms/examples')),
  },
  {
    // Its example needs a form document: the seed places it (src/cms/seed/forms.ts), not the gallery.
    slug: 'FormBlock',
    models: contentModels,
    config: formBlock,
    load: lazy(() => import('./FormBlock/Component')),
  },
  {
    slug: 'PricesSection',
    models: contentModels,
    config: pricesSectionBlock,
    load: lazy(() => import('./PricesSection/Component')),
    examples: examplesOf(() => import('./PricesSection/examples')),
  },
  {
    slug: 'PaymentMethods',
    models: contentModels,
    hiddenFromInsertMenu: true,
    config: paymentMethodsBlock,
    load: lazy(() => import('./PaymentMethods/Component')),
    examples: examplesOf(() => import('./PaymentMethods/examples')),
  },
  {
    slug: 'DeliverySection',
    models: contentModels,
    hiddenFromInsertMenu: true,
    config: deliverySectionBlock,
    load: lazy(() => import('./DeliverySection/Component')),
    examples: examplesOf(() => import('./DeliverySection/examples')),
  },
  {
    slug: 'ChristmasDelivery',
    models: contentModels,
    hiddenFromInsertMenu: true,
    config: christmasDeliveryBlock,
    load: lazy(() => import('./ChristmasDelivery/Component')),
    examples: examplesOf(() => import('./ChristmasDelivery/examples')),
  },
]

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
  const hidden = new Set<string>(
    allowed.filter((block) => block.hiddenFromInsertMenu).map((block) => block.slug),
  )
  return ({ siblingData }: { siblingData?: unknown }): string[] => {
    const value = (siblingData as Record<string, unknown> | undefined)?.[fieldName]
    const present = Array.isArray(value)
      ? value
          .map((block) => (block as { blockType?: unknown })?.blockType)
          .filter((slug) => hidden.has(slug as string))
      : []
    return [...new Set<string>([...visible, ...(present as string[])])]
  }
}

export function blockDefinition(slug: string): BlockDefinition | undefined {
  return blockRegistry.find((block) => block.slug === slug)
}
