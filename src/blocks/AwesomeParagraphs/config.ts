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
import type { ContentModel } from '../shared/models'

export const headlineVariants = ['heading', 'subheading'] as const

export function awesomeParagraphsBlock(model: ContentModel): Block {
  return {
    slug: 'AwesomeParagraphs',
    labels: { singular: 'Text', plural: 'Texts' },
    fields: [
      modelTypeField(model),
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
      ...anchorFields(model),
      { name: 'paragraphContent', type: 'richText' },
      { name: 'bodyTextAlign', type: 'select', options: options(textAlignments) },
      textStyleFields,
      spacingFields,
    ],
  }
}
