// §3 Heading: modelType blog|pages; text; blogHeadingPosition; as h1–h4; anchors on blog-article only.
import type { Block } from 'payload'

import { textAlignments } from '@/design/tokens'

import {
  anchorFields,
  modelTypeField,
  onModel,
  options,
  spacingFields,
  textStyleFields,
} from '../shared/fields'

export const headingLevels = ['h1', 'h2', 'h3', 'h4'] as const

export const headingBlock: Block = {
  slug: 'Heading',
  fields: [
    modelTypeField,
    { name: 'text', type: 'text' },
    { name: 'as', type: 'select', options: options(headingLevels), defaultValue: 'h2' },
    {
      name: 'blogHeadingPosition',
      type: 'select',
      options: options(textAlignments),
      admin: { condition: onModel('blog') },
    },
    textStyleFields,
    ...anchorFields('on blog-article'),
    spacingFields,
  ],
}
