// §3 Container and Box (layout blocks): their widths and the simple content blocks they may hold.
import type { Block } from 'payload'

import { containerWidth } from '@/design/tokens'

import { awesomeImageComponentBlock } from '../AwesomeImageComponent/config'
import { awesomeParagraphsBlock } from '../AwesomeParagraphs/config'
import { buttonComponentBlock } from '../ButtonComponent/config'
import { embedVideoBlock } from '../EmbedVideo/config'
import { headingBlock } from '../Heading/config'
import { illustrationSectionBlock } from '../IllustrationSection/config'
import { quoteBlock } from '../Quote/config'
import { nestedBlock } from '../shared/fields'
import type { ContentModel } from '../shared/models'

/**
 * customWidth / maxWidth: the spec names the inputs, not their values, so a small named scale: narrow (a form or a
 * quote), text (a comfortable reading measure), wide (the §3 container width 89.06rem), full (the whole row).
 */
export const layoutWidths = {
  narrow: '40rem',
  text: '48rem',
  wide: containerWidth,
  full: '100%',
} as const
export type LayoutWidth = keyof typeof layoutWidths

export function layoutWidth(value: unknown): string | undefined {
  return typeof value === 'string' && value in layoutWidths ? layoutWidths[value as LayoutWidth] : undefined
}

/** The simple content blocks a Container or a Box holds (imported directly: no config cycle with the registry). */
export function simpleContentBlocks(model: ContentModel): Block[] {
  return [
    headingBlock(model),
    awesomeParagraphsBlock(model),
    buttonComponentBlock(model),
    illustrationSectionBlock(),
    embedVideoBlock(),
    quoteBlock(model),
    awesomeImageComponentBlock(),
  ].map(nestedBlock)
}
