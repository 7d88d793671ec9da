// §3 Container (layout block): a background and a width around simple content blocks and Boxes.
import type { Block } from 'payload'

import type { BlockSlug } from '../types'

import { colourField, options, spacingFields } from '../shared/fields'
import { layoutWidths } from './layout'
import { blockTableName } from '../shared/tableName'

/** `content`: the blocks a Container holds, by slug (the registry derives them: the nestable blocks and Box). */
export function containerBlock(content: BlockSlug[]): Block {
  return {
    slug: 'Container',
    // PostgreSQL's 63 characters: a short table name under each collection's (see tableName.ts).
    dbName: blockTableName('cont'),
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
        blocks: [],
        blockReferences: content,
      },
      spacingFields,
    ],
  }
}
