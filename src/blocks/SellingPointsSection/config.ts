// §3 USP section (SellingPointsSection): title; usp1 to usp4, each {color (default seaweed), title, body,
// illustration}, with the illustration defaults bat-man, footprint, hugging-love, high-five in order.
import type { Block, Field } from 'payload'

import { illustrationNames, type IllustrationName } from '@/design/illustrations/names'

import { colourField, options, spacingFields } from '../shared/fields'
import { blockTableName } from '../shared/tableName'

/** §3: the four selling points and their illustration defaults, in order. */
export const uspDefaults = {
  usp1: 'bat-man',
  usp2: 'footprint',
  usp3: 'hugging-love',
  usp4: 'high-five',
} as const satisfies Record<string, IllustrationName>
export type UspKey = keyof typeof uspDefaults
export const uspKeys = Object.keys(uspDefaults) as UspKey[]

export const uspColourDefault = 'seaweed'

function usp(name: UspKey, index: number): Field {
  return {
    name,
    type: 'group',
    label: `Selling point ${index + 1}`,
    fields: [
      { name: 'title', type: 'text' },
      { name: 'body', type: 'textarea' },
      {
        type: 'row',
        fields: [
          colourField('color', uspColourDefault),
          {
            name: 'illustration',
            type: 'select',
            options: options(illustrationNames),
            defaultValue: uspDefaults[name],
          },
        ],
      },
    ],
  }
}

export const sellingPointsSectionBlock: Block = {
  slug: 'SellingPointsSection',
  // PostgreSQL names stop at 63 characters: a short stem under each collection's table (its enums too).
  dbName: blockTableName('usps'),
  fields: [{ name: 'title', type: 'text' }, ...uspKeys.map(usp), spacingFields],
}
