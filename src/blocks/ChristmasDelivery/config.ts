// §3 ChristmasDelivery (hidden, §2): color, items[] {country, lastOrderDate}: the last order date per country for
// delivery before Christmas. Left empty, the block shows the data API's dates (§7) instead.
import type { Block } from 'payload'

import { markets } from '@/data-api/markets'

import { colourField, spacingFields } from '../shared/fields'
import { blockTableName } from '../shared/tableName'

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' })

/** The shop's markets (ISO codes, as the data API and the country cookie use them), named for editors. */
export const countryOptions = markets.map((market) => ({
  label: countryNames.of(market) ?? market,
  value: market,
}))

export const christmasDeliveryBlock: Block = {
  slug: 'ChristmasDelivery',
  // PostgreSQL names stop at 63 characters: a short stem under each collection's table.
  dbName: blockTableName('xmas'),
  fields: [
    colourField('color'),
    {
      name: 'items',
      type: 'array',
      admin: {
        description:
          'Leave empty to show the last order dates from the commerce data (Commerce → Christmas delivery dates).',
      },
      fields: [
        {
          type: 'row',
          fields: [
            // An item means nothing without both, so both are required once an item is added.
            { name: 'country', type: 'select', required: true, options: countryOptions },
            {
              name: 'lastOrderDate',
              type: 'date',
              required: true,
              admin: { date: { pickerAppearance: 'dayOnly' } },
            },
          ],
        },
      ],
    },
    spacingFields,
  ],
}
