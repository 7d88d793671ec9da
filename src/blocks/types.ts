// Block data as the CMS stores it (generated types), and what every renderer receives besides its data.
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
}

export interface BlockProps<S extends BlockSlug> {
  block: BlockData<S>
  context: BlockContext
}
