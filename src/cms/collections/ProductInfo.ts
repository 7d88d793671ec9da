// §7 data API, §9 "Products": each product (book format or print paper) with its price in every market and currency.
import type { CollectionConfig, SelectFieldSingleValidation } from 'payload'

import { bookFormats, printPapers, productTypes } from '@/config/products'
import { currencies, marketOptions } from '@/data-api/markets'

import { editors, hiddenFromEditors } from '../access'

const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }))

/** A book needs its format, a print its paper (§9). */
const requiredFor =
  (productType: string, message: string): SelectFieldSingleValidation =>
  (value, { siblingData }) =>
    (siblingData as { productType?: string }).productType !== productType || value ? true : message

export const ProductInfo: CollectionConfig = {
  slug: 'product-info',
  labels: { singular: 'Product info', plural: 'Product info' },
  // The public reads commerce data only through the authorised data API (§7), never through /api.
  access: { read: editors, create: editors, update: editors, delete: editors },
  admin: {
    hidden: hiddenFromEditors,
    group: 'Commerce',
    useAsTitle: 'name',
    defaultColumns: ['name', 'productType', 'format', 'paper'],
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'productType', type: 'select', required: true, options: options(productTypes) },
    {
      name: 'format',
      type: 'select',
      options: options(bookFormats),
      admin: { condition: (_, sibling) => sibling?.productType === 'book' },
      validate: requiredFor('book', 'A book needs its format (§9).'),
    },
    {
      name: 'paper',
      type: 'select',
      options: options(printPapers),
      admin: { condition: (_, sibling) => sibling?.productType === 'print' },
      validate: requiredFor('print', 'A print needs its paper (§9).'),
    },
    {
      name: 'prices',
      type: 'array',
      admin: { initCollapsed: true },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'market', type: 'select', required: true, options: marketOptions },
            { name: 'currency', type: 'select', required: true, options: options(currencies) },
            { name: 'amount', type: 'number', required: true, min: 0, admin: { step: 0.01 } },
          ],
        },
      ],
    },
  ],
}
