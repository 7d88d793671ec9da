// §3 Text (AwesomeParagraphs): headline, rich paragraphs, preamble style, background, anchors on stories.
import type { Block } from 'payload'

import { textAlignments } from '@/design/tokens'

import {
  anchorFields,
  colourField,
  modelTypeField,
  options,
  spacingFields,
  textStyleFields,
} from '../shared/fields'

export const headlineVariants = ['heading', 'subheading'] as const

export const awesomeParagraphsBlock: Block = {
  slug: 'AwesomeParagraphs',
  fields: [
    modelTypeField,
    // §3: dualColumns exists but is hidden from editors.
    { name: 'dualColumns', type: 'checkbox', defaultValue: false, admin: { hidden: true } },
    { name: 'isPreamble', type: 'checkbox', defaultValue: false },
    colourField('backgroundColor'),
    { name: 'headline', type: 'text' },
    {
      type: 'row',
      fields: [
        {
          name: 'headlineVariant',
          type: 'select',
          options: options(headlineVariants),
          defaultValue: 'heading',
        },
        { name: 'headlinePosition', type: 'select', options: options(textAlignments) },
      ],
    },
    ...anchorFields('on blog-article'),
    { name: 'paragraphContent', type: 'richText' },
    { name: 'bodyTextAlign', type: 'select', options: options(textAlignments) },
    textStyleFields,
    spacingFields,
  ],
}
