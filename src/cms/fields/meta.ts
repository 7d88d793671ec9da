// SEO meta per locale: title, description, image; noIndex keeps an entry (e.g. the block gallery) out of search and lists.
import type { Field } from 'payload'

import { imageField } from '@/cms/collections/Media'

export const metaField: Field = {
  name: 'meta',
  type: 'group',
  label: 'SEO',
  fields: [
    { name: 'title', type: 'text', localized: true },
    { name: 'description', type: 'textarea', localized: true, maxLength: 300 },
    imageField('image'),
    {
      name: 'noIndex',
      type: 'checkbox',
      label: 'Hide from search engines and lists',
      defaultValue: false,
      admin: {
        description:
          'For pages that are reachable but not for visitors to find: no sitemap entry, robots noindex, not in the stories list.',
      },
    },
  ],
}
