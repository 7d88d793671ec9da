// Customer reviews shown by the Reviews block (§2 ReviewsSection; "the review source is not shown" in the spec):
// kept in the CMS so editors publish or hide them; read on the server, by language.
import type { CollectionConfig } from 'payload'

import { options } from '@/blocks/shared/fields'
import { productTypes } from '@/config/products'
import { languages } from '@/i18n/locales'

import { editors, isEditorUser } from '../access'

export const Reviews: CollectionConfig = {
  slug: 'reviews',
  labels: { singular: 'Review', plural: 'Reviews' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'rating', 'language', 'productType', 'date', 'published'],
  },
  // The public reads published reviews only; editors manage them.
  access: {
    read: ({ req }) => (isEditorUser(req.user) ? true : { published: { equals: true } }),
    create: editors,
    update: editors,
    delete: editors,
  },
  defaultSort: '-date',
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      admin: { description: 'As the customer signs, e.g. “Anna, Malmö”.' },
    },
    {
      name: 'rating',
      type: 'number',
      required: true,
      min: 1,
      max: 5,
      validate: (value: unknown) =>
        typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5
          ? true
          : 'A rating is a whole number of stars from 1 to 5.',
    },
    { name: 'text', type: 'textarea', required: true, maxLength: 1000 },
    { name: 'language', type: 'select', options: options(languages), required: true, defaultValue: 'en' },
    { name: 'productType', type: 'select', options: options(productTypes) },
    { name: 'date', type: 'date', required: true, defaultValue: () => new Date().toISOString(), index: true },
    { name: 'published', type: 'checkbox', defaultValue: true, index: true },
  ],
}
