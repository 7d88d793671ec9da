// §3 PaymentMethods (hidden, §2): backgroundColor, borderRadius, heading, payOptions[] {title, description}.
// Left empty, payOptions shows the market's payment methods from the data API (§7).
import type { Block } from 'payload'

import { radii } from '@/design/tokens'

import { colourField, options, spacingFields } from '../shared/fields'
import { blockTableName } from '../shared/tableName'

export const radiusNames = Object.keys(radii) as (keyof typeof radii)[]

export const paymentMethodsBlock: Block = {
  slug: 'PaymentMethods',
  // PostgreSQL names stop at 63 characters: a short stem under each collection's table.
  dbName: blockTableName('paymethods'),
  fields: [
    {
      type: 'row',
      fields: [
        colourField('backgroundColor'),
        { name: 'borderRadius', type: 'select', options: options(radiusNames) },
      ],
    },
    { name: 'heading', type: 'text' },
    {
      name: 'payOptions',
      type: 'array',
      admin: {
        description:
          'Leave empty to list the payment methods of the visitor’s country from the commerce data. An option that names the online payment provider (e.g. Klarna) links to the countries it supports.',
      },
      fields: [
        { name: 'title', type: 'text' },
        { name: 'description', type: 'textarea' },
      ],
    },
    spacingFields,
  ],
}
