// ChristmasDelivery block: the last order date per country for delivery before Christmas.
import type { CollectionConfig } from 'payload'

import { marketOptions } from '@/data-api/markets'

import { editors, hiddenFromEditors } from '../access'

export const ChristmasDeliveryDates: CollectionConfig = {
  slug: 'christmas-delivery-dates',
  labels: { singular: 'Christmas delivery date', plural: 'Christmas delivery dates' },
  access: { read: editors, create: editors, update: editors, delete: editors },
  admin: {
    hidden: hiddenFromEditors,
    group: 'Commerce',
    useAsTitle: 'country',
    defaultColumns: ['country', 'lastOrderDate'],
  },
  fields: [
    { name: 'country', type: 'select', required: true, unique: true, options: marketOptions },
    {
      name: 'lastOrderDate',
      type: 'date',
      required: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}
