// The CMS schema half of the block registry (§2 "Content models and content blocks"): which blocks exist, which
// model allows them, which are hidden, which nest. Each block is defined once for the whole CMS (Payload's
// `config.blocks`) and every blocks field refers to it by slug (`blockReferences`). It imports no renderer: those are
// the other half, ./renderers.ts. Adding a block: its folder, one entry here and one there.
import type { Block, BlocksField } from 'payload'

import { labelledBlock } from '@/cms/admin/rowLabels'

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
import { blockTranslations, groupTranslations } from './translations'
import type { BlockSlug } from './types'

/** Issue #32: the insert menu's groups, in the order it lists them. */
export const blockGroups = [
  'Heroes',
  'Text',
  'Media',
  'Commerce',
  'Social proof',
  'Layout',
  'Forms',
  'Stories',
] as const
export type BlockGroup = (typeof blockGroups)[number]

/** What each block states; the rest has defaults (every content model, offered in the insert menu, not nested). */
interface BlockEntry {
  /** Issue #32: its plain name in the admin (insert menu, rows), e.g. "Video embed". */
  label: string
  /** Its group in the insert menu. */
  group: BlockGroup
  /** One line on what it shows, for the insert menu. */
  description: string
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
  HeroGeneric: {
    label: 'Hero (page)',
    group: 'Heroes',
    description: 'The page’s opening: its heading, picture or video and a create button.',
    models: ['page'],
    config: heroGenericBlock,
  },
  StoriesAboveTheFold: {
    label: 'Hero (blog-article)',
    group: 'Heroes',
    description: 'A story’s opening: its title, intro, picture and author.',
    models: ['blog-article'],
    config: storiesAboveTheFoldBlock,
  },
  Heading: {
    label: 'Heading',
    group: 'Text',
    description: 'A heading on its own, h1 to h6.',
    config: headingBlock,
    nestable: true,
  },
  AwesomeParagraphs: {
    label: 'Text',
    group: 'Text',
    description: 'Paragraphs of rich text with an optional headline.',
    config: awesomeParagraphsBlock,
    nestable: true,
  },
  ButtonComponent: {
    label: 'Button',
    group: 'Layout',
    description: 'One button to a page or to create a product.',
    config: buttonComponentBlock,
    nestable: true,
  },
  IllustrationSection: {
    label: 'Illustration',
    group: 'Media',
    description: 'A picture with a drawn illustration and arrow beside it.',
    config: illustrationSectionBlock,
    nestable: true,
  },
  EmbedVideo: {
    label: 'Video embed',
    group: 'Media',
    description: 'A YouTube or Vimeo video, loaded when the visitor presses play.',
    config: embedVideoBlock,
    nestable: true,
  },
  ReviewsSection: {
    label: 'Reviews',
    group: 'Social proof',
    description: 'Customer reviews from the review service.',
    config: reviewsSectionBlock,
  },
  CustomerSupport: {
    label: 'Customer support',
    group: 'Forms',
    description: 'How to reach customer support.',
    hiddenFromInsertMenu: true,
    config: customerSupportBlock,
  },
  TextImage: {
    label: 'Text & Image',
    group: 'Text',
    description: 'Text beside a picture or slides, with a list, a button and social links.',
    config: textImageBlock,
  },
  TextVideo: {
    label: 'Text & Video',
    group: 'Media',
    description: 'Text beside a video.',
    config: textVideoBlock,
  },
  SocialMedia: {
    label: 'Social links',
    group: 'Social proof',
    description: 'Icons linking to the brand’s social media accounts.',
    config: socialMediaBlock,
  },
  Countdown: {
    label: 'Countdown',
    group: 'Commerce',
    description: 'Counts down to a date, such as the last order day before Christmas.',
    config: countdownBlock,
  },
  CoversSection: {
    label: 'Covers',
    group: 'Commerce',
    description: 'The photo book covers to choose from.',
    config: coversSectionBlock,
  },
  ContractSection: {
    label: 'Business contract',
    group: 'Commerce',
    description: 'An offer for businesses over a background picture.',
    hiddenFromInsertMenu: true,
    config: contractSectionBlock,
  },
  StatisticsContainer: {
    label: 'Statistics',
    group: 'Social proof',
    description: 'Figures with pictures, as slides.',
    hiddenFromInsertMenu: true,
    config: statisticsContainerBlock,
  },
  LogosComponent: {
    label: 'Logos',
    group: 'Social proof',
    description: 'A row of partner or press logos.',
    hiddenFromInsertMenu: true,
    config: logosComponentBlock,
  },
  CustomizableContainer: {
    label: 'Two-colour container',
    group: 'Layout',
    description: 'Holds blocks on a background of one or two colours.',
    hiddenFromInsertMenu: true,
    config: ({ simple }) => customizableContainerBlock(simple),
  },
  Quote: {
    label: 'Quote',
    group: 'Text',
    description: 'A quote with its signature.',
    config: quoteBlock,
    nestable: true,
  },
  Paragraphwithlist: {
    label: 'List',
    group: 'Stories',
    description: 'Numbered paragraphs with titles, each with its own anchor.',
    models: ['blog-article'],
    config: paragraphwithlistBlock,
  },
  AwesomeImageComponent: {
    label: 'Images grid',
    group: 'Media',
    description: 'Pictures in a grid, with captions.',
    config: awesomeImageComponentBlock,
    nestable: true,
  },
  SliderSection: {
    label: 'Image Slider',
    group: 'Media',
    description: 'Pictures to slide through, with a heading and text.',
    config: sliderSectionBlock,
  },
  Container: {
    label: 'Container',
    group: 'Layout',
    description: 'Holds blocks and boxes in a column of a set width and background.',
    config: ({ withBox }) => containerBlock(withBox),
  },
  Box: {
    label: 'Box',
    group: 'Layout',
    description: 'Holds blocks side by side or stacked.',
    config: ({ simple }) => boxBlock(simple),
  },
  Carousel: {
    label: 'Carousel',
    group: 'Media',
    description: 'Pictures in a carousel.',
    hiddenFromInsertMenu: true,
    config: carouselBlock,
  },
  FunFacts: {
    label: 'Facts',
    group: 'Social proof',
    description: 'Three facts, each with an illustration.',
    config: funFactsBlock,
  },
  Corner: {
    label: 'Corner Component',
    group: 'Layout',
    description: 'A card with a title, text, picture and button.',
    config: cornerBlock,
  },
  PreFooter: {
    label: 'Pre-footer',
    group: 'Layout',
    description: 'A last call to action above the footer.',
    config: preFooterBlock,
  },
  CreateButtons: {
    label: 'Create buttons',
    group: 'Commerce',
    description: 'Buttons to start a photo book or prints, with their prices.',
    config: createButtonsBlock,
  },
  CreateCards: {
    label: 'Create cards',
    group: 'Commerce',
    description: 'Cards to start a photo book or prints, with their prices.',
    hiddenFromInsertMenu: true,
    config: createCardsBlock,
  },
  SellingPointsSection: {
    label: 'USP section',
    group: 'Commerce',
    description: 'Up to four reasons to choose the brand, with illustrations.',
    config: sellingPointsSectionBlock,
  },
  Button: {
    label: 'Simple button',
    group: 'Layout',
    description: 'A plain link button.',
    hiddenFromInsertMenu: true,
    config: buttonBlock,
  },
  ContactForms: {
    label: 'Contact forms',
    group: 'Forms',
    description: 'The collaborate, support or feedback form.',
    config: contactFormsBlock,
  },
  FormBlock: {
    label: 'Form',
    group: 'Forms',
    description: 'A form built in Forms, with its submissions kept.',
    config: formBlock,
  },
  PricesSection: {
    label: 'Prices',
    group: 'Commerce',
    description: 'The market’s prices of photo books or prints.',
    config: pricesSectionBlock,
  },
  PaymentMethods: {
    label: 'Payment methods',
    group: 'Commerce',
    description: 'The payment methods of the visitor’s country.',
    hiddenFromInsertMenu: true,
    config: paymentMethodsBlock,
  },
  DeliverySection: {
    label: 'Delivery',
    group: 'Commerce',
    description: 'Delivery times and costs.',
    hiddenFromInsertMenu: true,
    config: deliverySectionBlock,
  },
  ChristmasDelivery: {
    label: 'Christmas delivery dates',
    group: 'Commerce',
    description: 'The last order dates before Christmas, per country.',
    hiddenFromInsertMenu: true,
    config: christmasDeliveryBlock,
  },
}

export interface BlockDefinition {
  slug: BlockSlug
  /** Its plain name (issue #32), also named on the draft preview's outline. */
  label: string
  config: Block
  group: BlockGroup
  description: string
  models: readonly ContentModel[]
  hiddenFromInsertMenu: boolean
  nestable: boolean
}

export function isBlockSlug(value: unknown): value is BlockSlug {
  return typeof value === 'string' && Object.hasOwn(entries, value)
}

const slugs = Object.keys(entries).filter(isBlockSlug)
/** A blocks field offers its blocks by group, so the insert menu lists the groups in `blockGroups`' order. */
const byGroup = (list: BlockSlug[]) =>
  list.toSorted((a, b) => blockGroups.indexOf(entries[a].group) - blockGroups.indexOf(entries[b].group))
const simple = byGroup(slugs.filter((slug) => entries[slug].nestable))
const nested: NestedBlocks = { simple, withBox: byGroup([...simple, 'Box']) }

/** Where a block's picture for the admin's block picker is served from (public/block-pictures). */
export const blockPictureUrl = (slug: BlockSlug) => `/block-pictures/${slug}.webp`

/** Payload generates one type per block from this name (issue #31: `HeadingBlock`, not one copy per collection). */
const interfaceName = (slug: string) => (slug.endsWith('Block') ? slug : `${slug}Block`)

/** The blocks in the order the insert menu lists them. */
export const blockRegistry: readonly BlockDefinition[] = slugs.map((slug) => {
  const { config, models = contentModels, hiddenFromInsertMenu = false, nestable = false } = entries[slug]
  const { label, group, description } = entries[slug]
  const block = typeof config === 'function' ? config(nested) : config
  const translatedLabel = { en: label, ...blockTranslations[slug].label }
  return {
    slug,
    label,
    // Issue #32: plain names, groups and rows that say what they hold; admin only (no schema change).
    config: labelledBlock({
      ...block,
      interfaceName: interfaceName(slug),
      // A block's plural is never shown: the blocks field names its rows. Issue #32: in the admin's languages.
      labels: { singular: translatedLabel, plural: translatedLabel },
      admin: {
        ...block.admin,
        group: { en: group, ...groupTranslations[group] },
        custom: { ...block.admin?.custom, description },
      },
      // Issue #32 item 4: the picker shows the block as the site renders it (scripts/block-pictures.ts).
      // The picture is decorative there (alt ""): the tile's text names the block.
      ...(hiddenFromInsertMenu ? {} : { imageURL: blockPictureUrl(slug), imageAltText: '' }),
    }),
    group,
    description,
    models,
    hiddenFromInsertMenu,
    nestable,
  }
})

/** Every block's one definition, for Payload's `config.blocks`. */
export const blockConfigs: Block[] = blockRegistry.map((block) => block.config)

/** The blocks a model's layout field offers. */
export function slugsFor(model: ContentModel): BlockSlug[] {
  return byGroup(blockRegistry.filter((block) => block.models.includes(model)).map((block) => block.slug))
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
