// §3 Heading: modelType blog|pages; text; blogHeadingPosition; as h1–h4; anchors on blog-article only.
import type { Block } from 'payload'

import { textAlignments } from '@/design/tokens'

import { anchorFields, modelTypeField, options, spacingFields, textStyleFields } from '../shared/fields'
import type { ContentModel } from '../shared/models'

export const headingLevels = ['h1', 'h2', 'h3', 'h4'] as const

export function headingBlock(model: ContentModel): Block {
  return {
    slug: 'Heading',
    labels: { singular: 'Heading', plural: 'Headings' },
    fields: [
      modelTypeField(model),
      { name: 'text', type: 'text' },
      { name: 'as', type: 'select', options: options(headingLevels), defaultValue: 'h2' },
      ...(model === 'blog-article'
        ? [{ name: 'blogHeadingPosition', type: 'select', options: options(textAlignments) } as const]
        : []),
      textStyleFields,
      ...anchorFields(model),
      spacingFields,
    ],
  }
}
