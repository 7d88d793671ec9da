// §3 Box (layout block): a block or flex box of simple content blocks; flexDirection only for flex (§4).
import type { Block } from 'payload'

import type { BlockSlug } from '../types'

import { spacingScale } from '@/design/tokens'

import { layoutWidths } from '../Container/layout'
import { colourField, options, spacingFields } from '../shared/fields'
import { blockTableName } from '../shared/tableName'

export const boxDisplays = ['block', 'flex'] as const
export const flexDirections = ['row', 'column'] as const

/** `content`: the simple content blocks a Box holds, by slug (the registry's nestable blocks). */
export function boxBlock(content: BlockSlug[]): Block {
  return {
    slug: 'Box',
    // PostgreSQL's 63 characters: a short table name under each collection's (see tableName.ts).
    dbName: blockTableName('box'),
    fields: [
      colourField('background'),
      {
        type: 'row',
        fields: [
          { name: 'display', type: 'select', options: options(boxDisplays), defaultValue: 'block' },
          {
            name: 'flexDirection',
            type: 'select',
            options: options(flexDirections),
            defaultValue: 'row',
            admin: { condition: (_, sibling) => sibling?.display === 'flex' },
          },
          { name: 'gap', type: 'select', options: options(spacingScale), defaultValue: 'm' },
          { name: 'maxWidth', type: 'select', options: options(Object.keys(layoutWidths)) },
        ],
      },
      // A Box holds simple content blocks only: never a Container or another Box.
      { name: 'content', type: 'blocks', blocks: [], blockReferences: content },
      spacingFields,
    ],
  }
}
