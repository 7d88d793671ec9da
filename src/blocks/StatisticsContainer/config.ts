// §3 StatisticsContainer (hidden, §2): heading, intro, source, statisticsSlides[] {src, altText, color (default
// kantarell3), title, text}.
import type { Block, Field } from 'payload'

import { colourField, spacingFields } from '../shared/fields'

export function statisticsContainerBlock(): Block {
  return {
    slug: 'StatisticsContainer',
    labels: { singular: 'StatisticsContainer', plural: 'StatisticsContainers' },
    fields: [
      { name: 'heading', type: 'text' },
      { name: 'intro', type: 'textarea' },
      {
        name: 'statisticsSlides',
        type: 'array',
        admin: { description: 'Title is the big number (e.g. "2 million"), text what it counts.' },
        fields: [
          { name: 'src', type: 'upload', relationTo: 'media' },
          { name: 'altText', type: 'text' },
          {
            ...colourField('color', 'kantarell3'),
            // PostgreSQL names stop at 63 characters: a shorter stem for this enum in every collection.
            enumName: ({ tableName = '' }: { tableName?: string }) =>
              `enum_${tableName.replace(/_statistics_container_statistics_slides$/, '_stat_slides')}_color`,
          } as Field,
          { name: 'title', type: 'text' },
          { name: 'text', type: 'textarea' },
        ],
      },
      { name: 'source', type: 'text', admin: { description: 'Where the figures come from.' } },
      spacingFields,
    ],
  }
}
