// §3 Pre-footer: backgroundColor (default seaweed), illustration (default high-five), headline, text and a button
// whose link follows the §3 button link rule.
import type { Block } from 'payload'

import { defaultButtonText } from '@/config/products'
import { illustrationNames } from '@/design/illustrations/names'

import { buttonLinkFields, colourField, options, spacingFields, textStyleFields } from '../shared/fields'

export const preFooterBlock: Block = {
  slug: 'PreFooter',
  fields: [
    {
      type: 'row',
      fields: [
        colourField('backgroundColor', 'seaweed'),
        {
          name: 'illustration',
          type: 'select',
          options: options(illustrationNames),
          defaultValue: 'high-five',
        },
      ],
    },
    { name: 'headline', type: 'text' },
    { name: 'text', type: 'textarea' },
    {
      name: 'button',
      type: 'group',
      fields: [
        { name: 'text', type: 'text', defaultValue: defaultButtonText },
        // The default text promises a photo book, so the default button leads to one.
        ...buttonLinkFields({ link: '/photobooks' }),
      ],
    },
    textStyleFields,
    spacingFields,
  ],
}
