// §3 Facts (FunFacts): backgroundColor (default hjortron4), fullbleedLayout, and three fun facts, each required
// (§5 "Facts funFact1 to funFact3") as an illustration with its text.
import type { Block, Field } from 'payload'

import { illustrationNames } from '@/design/illustrations/names'

import { colourField, options, spacingFields } from '../shared/fields'

export const funFactNames = ['funFact1', 'funFact2', 'funFact3'] as const

/** §5: a fun fact is required, so both of its inputs are; Payload checks them on publish. */
function funFactField(name: (typeof funFactNames)[number], index: number): Field {
  return {
    name,
    type: 'group',
    label: `Fun fact ${index + 1}`,
    fields: [
      { name: 'illustration', type: 'select', options: options(illustrationNames), required: true },
      { name: 'text', type: 'textarea', required: true },
    ],
  }
}

export const funFactsBlock: Block = {
  slug: 'FunFacts',
  fields: [
    {
      type: 'row',
      fields: [
        colourField('backgroundColor', 'hjortron4'),
        { name: 'fullbleedLayout', type: 'checkbox', defaultValue: false },
      ],
    },
    ...funFactNames.map(funFactField),
    spacingFields,
  ],
}
