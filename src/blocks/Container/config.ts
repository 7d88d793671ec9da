// §3 Container (layout block): a background and a width around simple content blocks and Boxes.
import type { Block } from 'payload'

import { boxBlock } from '../Box/config'
import { colourField, nestedBlock, options, spacingFields } from '../shared/fields'
import type { ContentModel } from '../shared/models'
import { layoutWidths, simpleContentBlocks } from './layout'
import { blockTableName } from '../shared/tableName'

export function containerBlock(model: ContentModel): Block {
  return {
    slug: 'Container',
    // PostgreSQL's 63 characters: a short table name under each collection's (see tableName.ts).
    dbName: blockTableName('cont'),
    labels: { singular: 'Container', plural: 'Containers' },
    fields: [
      colourField('background'),
      // See layoutWidths: narrow | text | wide (89.06rem, the default) | full.
      {
        name: 'customWidth',
        type: 'select',
        options: options(Object.keys(layoutWidths)),
        defaultValue: 'wide',
      },
      {
        name: 'content',
        type: 'blocks',
        blocks: [...simpleContentBlocks(model), nestedBlock(boxBlock(model))],
      },
      spacingFields,
    ],
  }
}
