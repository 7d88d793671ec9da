// §3 Carousel (hidden from the insert menu, §2): a carousel of captioned images with paginator and arrow options.
import type { Block } from 'payload'

import { imageField } from '@/cms/collections/Media'

import { colourField, options, spacingFields, slideAltTextField } from '../shared/fields'
import { blockTableName } from '../shared/tableName'

export const paginatorPositions = ['floating', 'bottom'] as const
export const paginatorColors = ['light', 'dark'] as const

export const carouselBlock: Block = {
  slug: 'Carousel',
  // PostgreSQL's 63 characters: a short table name under each collection's (see tableName.ts).
  dbName: blockTableName('carousel'),
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'paginatorPosition',
          type: 'select',
          options: options(paginatorPositions),
          defaultValue: 'bottom',
        },
        { name: 'paginatorColor', type: 'select', options: options(paginatorColors), defaultValue: 'dark' },
      ],
    },
    { name: 'useNavArrows', type: 'checkbox', defaultValue: true },
    colourField('backgroundColor'),
    {
      name: 'slides',
      type: 'array',
      fields: [imageField('src'), slideAltTextField, { name: 'caption', type: 'text' }],
    },
    spacingFields,
  ],
}
