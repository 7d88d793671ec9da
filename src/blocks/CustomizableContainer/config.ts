// §3 CustomizableContainer (hidden, §2): backgroundColor, secondColor, addWaves (default true), direction, space
// (default xl). A container: it holds the simple content blocks a Container holds, in a band with a wavy edge.
import type { Block } from 'payload'

import type { BlockSlug } from '../types'

import { spacingScale } from '@/design/tokens'

import { colourField, options, spacingFields } from '../shared/fields'

/** Which way the wave crests face: up (into the section above) or down (into the one below). */
export const waveDirections = ['up', 'down'] as const

/** `content`: the simple content blocks it holds, by slug (the registry's nestable blocks). */
export function customizableContainerBlock(content: BlockSlug[]): Block {
  return {
    slug: 'CustomizableContainer',
    // PostgreSQL names stop at 63 characters: a shorter table stem, per collection (a string would share one table).
    dbName: ({ tableName }: { tableName?: string }) => `${tableName}_blocks_spacer`,
    fields: [
      {
        type: 'row',
        fields: [colourField('backgroundColor'), colourField('secondColor')],
      },
      {
        type: 'row',
        fields: [
          { name: 'addWaves', type: 'checkbox', defaultValue: true },
          {
            name: 'direction',
            type: 'select',
            options: options(waveDirections),
            defaultValue: 'down',
            admin: { condition: (_, sibling) => sibling?.addWaves !== false },
          },
          { name: 'space', type: 'select', options: options(spacingScale), defaultValue: 'xl' },
        ],
      },
      { name: 'content', type: 'blocks', blocks: [], blockReferences: content },
      spacingFields,
    ],
  }
}
