// §3 Reviews (ReviewsSection): backgroundColor (default lav4). The source is not in the spec: published reviews from
// the CMS's `reviews` collection in the visitor's language, plus the hosted review widget when configured.
import type { Block } from 'payload'

import { productTypes } from '@/config/products'

import { colourField, options, spacingFields } from '../shared/fields'

export const reviewsShown = { min: 1, max: 12, default: 6 } as const

export const reviewsSectionBlock: Block = {
  slug: 'ReviewsSection',
  fields: [
    colourField('backgroundColor', 'lav4'),
    { name: 'heading', type: 'text' },
    {
      name: 'productType',
      type: 'select',
      options: options(productTypes),
      admin: { description: 'Only reviews of this product; empty for all.' },
    },
    {
      name: 'limit',
      type: 'number',
      min: reviewsShown.min,
      max: reviewsShown.max,
      defaultValue: reviewsShown.default,
    },
    spacingFields,
  ],
}
