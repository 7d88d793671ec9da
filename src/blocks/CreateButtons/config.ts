// §3 CreateButtons (§2 "Photobooks and Prints cards"): photobooks {title, link (required, default /photobooks), color
// (default the brand yellow), image (required)}, prints {title, link (required, default /photoprints), color (default
// seaweedLight)}. §5: both links and the photobooks image are required.
import type { Block, Field } from 'payload'

import { imageField } from '@/cms/collections/Media'

import { colourField, spacingFields } from '../shared/fields'
import { blockTableName } from '../shared/tableName'

/** §2 routes: /photobooks and /photoprints are the cards' default targets. */
export const createButtonsDefaults = {
  photobooks: { link: '/photobooks', color: 'brandYellow' },
  prints: { link: '/photoprints', color: 'seaweedLight' },
} as const

function card(name: keyof typeof createButtonsDefaults, extra: Field[]): Field {
  const defaults = createButtonsDefaults[name]
  return {
    name,
    type: 'group',
    fields: [
      { name: 'title', type: 'text' },
      {
        name: 'link',
        type: 'text',
        required: true,
        defaultValue: defaults.link,
        admin: {
          description: 'A site path such as /photobooks (shown in the visitor’s language) or a full URL.',
        },
      },
      colourField('color', defaults.color),
      ...extra,
    ],
  }
}

export const createButtonsBlock: Block = {
  slug: 'CreateButtons',
  // PostgreSQL names stop at 63 characters: a short stem under each collection's table (its enums too).
  dbName: blockTableName('create_btns'),
  fields: [card('photobooks', [imageField('image', { required: true })]), card('prints', []), spacingFields],
}
