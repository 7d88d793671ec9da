import { entryCollection } from './entry'

import { imageField } from '@/cms/collections/Media'

/** §2 content model 'blog-article' (stories). */
export const Stories = entryCollection('stories', 'blog-article', { singular: 'Story', plural: 'Stories' }, [
  { name: 'publishedAt', type: 'date', required: true, index: true, admin: { position: 'sidebar' } },
  {
    name: 'excerpt',
    type: 'textarea',
    localized: true,
    admin: { description: 'Shown on story cards and lists.' },
  },
  imageField('image'),
])
