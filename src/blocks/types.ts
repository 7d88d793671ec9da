// Block data as the CMS stores it (generated types), and what every renderer receives besides its data.
import type { ProductType } from '@/config/products'
import type { Locale } from '@/i18n/locales'
import type { Page, Story } from '@/payload-types'

import type { ContentModel } from './shared/models'

export type LayoutBlock = NonNullable<Page['layout']>[number] | NonNullable<Story['layout']>[number]
export type BlockSlug = LayoutBlock['blockType']
export type BlockData<S extends BlockSlug> = Extract<LayoutBlock, { blockType: S }>

export interface BlockContext {
  locale: Locale
  model: ContentModel
  createAppUrl: string
  /** The page's prices section of each product type (RenderBlocks), which a product hero links to (issue #33). */
  priceAnchors?: Partial<Record<ProductType, string>>
  /** Draft preview only (issue #32 click-to-edit): the form path of the blocks field being rendered ("layout"). */
  editPath?: string
}

export interface BlockProps<S extends BlockSlug> {
  block: BlockData<S>
  context: BlockContext
  /** The page's first hero (RenderBlocks), whose picture is the LCP candidate: fetched first, a later one's lazily. */
  lead?: boolean
}

/** Media ids of the seeded pictures, by name (src/cms/seed/images.ts), for block examples. */
export type SeedMedia = Record<import('@/cms/seed/images').SeedImageName, number>

/**
 * A block's example instances for the seeded block gallery (/block-gallery): one per variant and layout, as an
 * editor would fill them in. Each block folder exports one as the default of `examples.ts`.
 */
export type BlockExamples<S extends BlockSlug> = (media: SeedMedia) => Array<Omit<BlockData<S>, 'id'>>
