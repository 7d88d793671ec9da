// §3 Image Slider (SliderSection): heading and body over a slider of captioned images.
import type { Block } from 'payload'

import { imageField } from '@/cms/collections/Media'

import { spacingScale, textAlignments } from '@/design/tokens'

import { colourField, options, spacingFields, slideAltTextField } from '../shared/fields'
import { blockTableName } from '../shared/tableName'

export const sliderSectionBlock: Block = {
  slug: 'SliderSection',
  // PostgreSQL's 63 characters: a short table name under each collection's (see tableName.ts).
  dbName: blockTableName('slidersec'),
  fields: [
    colourField('backgroundColor'),
    { name: 'heading', type: 'text' },
    { name: 'body', type: 'textarea' },
    { name: 'textAlign', type: 'select', options: options(textAlignments), defaultValue: 'center' },
    {
      name: 'slides',
      type: 'array',
      fields: [imageField('src'), slideAltTextField, { name: 'caption', type: 'text' }],
    },
    { name: 'imageGap', type: 'select', options: options(spacingScale) },
    { name: 'invertedColorArrows', type: 'checkbox', defaultValue: false },
    spacingFields,
  ],
}
