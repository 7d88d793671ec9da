// §3 CreateCards (hidden, §2): photobooks and prints, each {title, link, color, coverImage (required), hoverImage
// (required)}; colour defaults hjortron2 and hjortron3. §5: both images of both cards are required.
import type { Block, Field } from 'payload'

import { imageField } from '@/cms/collections/Media'

import { colourField, spacingFields } from '../shared/fields'
import { blockTableName } from '../shared/tableName'

/** §3 colour defaults; §2 routes: /photobooks, and /prints as "the prints card's own" target. */
export const createCardsDefaults = {
  photobooks: { link: '/photobooks', color: 'hjortron2' },
  prints: { link: '/prints', color: 'hjortron3' },
} as const

function card(name: keyof typeof createCardsDefaults): Field {
  const defaults = createCardsDefaults[name]
  return {
    name,
    type: 'group',
    fields: [
      { name: 'title', type: 'text' },
      {
        name: 'link',
        type: 'text',
        defaultValue: defaults.link,
        admin: {
          description: 'A site path such as /photobooks (shown in the visitor’s language) or a full URL.',
        },
      },
      colourField('color', defaults.color),
      {
        type: 'row',
        fields: [
          imageField('coverImage', { required: true }),
          imageField('hoverImage', {
            required: true,
            admin: { description: 'Shown instead of the cover while the card is hovered or focused.' },
          }),
        ],
      },
    ],
  }
}

export const createCardsBlock: Block = {
  slug: 'CreateCards',
  // PostgreSQL names stop at 63 characters: a short stem under each collection's table (its enums too).
  dbName: blockTableName('create_cards'),
  fields: [card('photobooks'), card('prints'), spacingFields],
}
