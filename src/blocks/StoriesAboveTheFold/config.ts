// §3 Blog hero (StoriesAboveTheFold): title, intro and image required (§5); alt text defaults to 'Photo books' (§5);
// a guest author whose details live in this block only ("shown for that story only and not saved for later use").
import type { Block } from 'payload'

import { imageField } from '@/cms/collections/Media'

import { altTextFallbackHint, spacingFields } from '../shared/fields'
import { blockTableName } from '../shared/tableName'

export const storiesAboveTheFoldBlock: Block = {
  slug: 'StoriesAboveTheFold',
  // PostgreSQL names are limited to 63 characters; the table names start from this, per collection.
  dbName: blockTableName('story_hero'),
  fields: [
    { name: 'fullBleedLayout', type: 'checkbox', label: 'Full-bleed layout', defaultValue: false },
    {
      name: 'title',
      type: 'text',
      required: true,
      admin: { description: 'The story’s main heading (h1).' },
    },
    { name: 'intro', type: 'textarea', required: true },
    imageField('image', { required: true }),
    {
      name: 'altText',
      type: 'text',
      admin: { description: altTextFallbackHint },
    },
    { name: 'guestAuthor', type: 'checkbox', label: 'Written by a guest author', defaultValue: false },
    {
      name: 'guestAuthorSettings',
      type: 'group',
      label: 'Guest author',
      admin: {
        condition: (_, sibling) => Boolean(sibling?.guestAuthor),
        description: 'Shown on this story only; not kept anywhere else.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', required: true },
            { name: 'email', type: 'email' },
          ],
        },
        {
          type: 'row',
          fields: [imageField('photo'), { name: 'altText', type: 'text' }],
        },
      ],
    },
    spacingFields,
  ],
}
