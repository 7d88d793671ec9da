// §3 StatisticsContainer (hidden, §2): heading, intro, source, statisticsSlides[] {src, altText, color (default
// kantarell3), title, text}.
import type { Block } from 'payload'

import { imageField } from '@/cms/collections/Media'

import { colourField, spacingFields, slideAltTextField } from '../shared/fields'
import { blockTableName } from '../shared/tableName'

export const statisticsContainerBlock: Block = {
  slug: 'StatisticsContainer',
  // PostgreSQL names stop at 63 characters: a short stem under each collection's table (its slides' indexes too).
  dbName: blockTableName('stats'),
  fields: [
    { name: 'heading', type: 'text' },
    { name: 'intro', type: 'textarea' },
    {
      name: 'statisticsSlides',
      type: 'array',
      dbName: ({ tableName }) => `${tableName}_slides`,
      admin: { description: 'Title is the big number (e.g. "2 million"), text what it counts.' },
      fields: [
        imageField('src'),
        slideAltTextField,
        colourField('color', 'kantarell3'),
        { name: 'title', type: 'text' },
        { name: 'text', type: 'textarea' },
      ],
    },
    { name: 'source', type: 'text', admin: { description: 'Where the figures come from.' } },
    spacingFields,
  ],
}
