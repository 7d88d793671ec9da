// §3 Images grid (AwesomeImageComponent): images side by side, each taking a fraction of the row.
import type { Block } from 'payload'

import { imageField } from '@/cms/collections/Media'

import { altTextFallbackHint, options, spacingFields } from '../shared/fields'
import { blockTableName } from '../shared/tableName'

export const objectFits = ['contain', 'cover'] as const
export const gridFractions = ['1fr', '2fr', '3fr'] as const

export const awesomeImageComponentBlock: Block = {
  slug: 'AwesomeImageComponent',
  // PostgreSQL's 63 characters: a short table name under each collection's (see tableName.ts).
  dbName: blockTableName('imggrid'),
  fields: [
    { name: 'fullBleed', type: 'checkbox', defaultValue: false },
    { name: 'showGutter', type: 'checkbox', defaultValue: true },
    // §9: px.
    { name: 'globalBorderRadius', type: 'number', min: 0, defaultValue: 8 },
    {
      name: 'images',
      type: 'array',
      fields: [
        imageField('src'),
        { name: 'objectFit', type: 'select', options: options(objectFits), defaultValue: 'cover' },
        { name: 'altText', type: 'text', admin: { description: altTextFallbackHint } },
        { name: 'caption', type: 'text' },
        { name: 'fractionInGrid', type: 'select', options: options(gridFractions), defaultValue: '1fr' },
        // §9: 0 = no limit (px).
        { name: 'maxHeight', type: 'number', min: 0, defaultValue: 0 },
      ],
    },
    spacingFields,
  ],
}
