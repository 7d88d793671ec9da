// §3 Button (ButtonComponent): variant default primary, size default l, link rule, position.
import type { Block } from 'payload'

import { buttonSizes, buttonPositions } from './options'
import { buttonLinkFields, buttonTypeField, options, spacingFields } from '../shared/fields'

export const buttonComponentBlock: Block = {
  slug: 'ButtonComponent',
  fields: [
    { name: 'buttonText', type: 'text' },
    {
      type: 'row',
      fields: [
        buttonTypeField('variant', 'primary'),
        { name: 'size', type: 'select', options: options(buttonSizes), defaultValue: 'l' },
        { name: 'buttonPosition', type: 'select', options: options(buttonPositions) },
      ],
    },
    ...buttonLinkFields(),
    { name: 'invertedColor', type: 'checkbox', defaultValue: false },
    spacingFields,
  ],
}
