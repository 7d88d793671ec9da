// §3 EmbedVideo: url (required, must contain '/embed/', §5 and §8); a title names the player for screen readers.
import type { Block } from 'payload'

import { spacingFields } from '../shared/fields'
import { validateEmbedUrl } from '../shared/validation'

export const embedVideoBlock: Block = {
  slug: 'EmbedVideo',
  fields: [
    { name: 'url', type: 'text', required: true, validate: validateEmbedUrl },
    {
      name: 'title',
      type: 'text',
      localized: true,
      admin: { description: 'What the video shows (read out by screen readers).' },
    },
    spacingFields,
  ],
}
