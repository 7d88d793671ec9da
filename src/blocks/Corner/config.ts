// §3 Corner Component: backgroundColor (default brokenWhite), color (default the brand yellow), title, text, image
// with imageAltText (required, §5), addButton (default true) and a button shown only with addButton (§4) whose
// link follows the §3 button link rule.
import type { Block, Condition } from 'payload'

import { imageField } from '@/cms/collections/Media'
import { defaultButtonText } from '@/config/products'

import { buttonLinkFields, colourField, spacingFields, textStyleFields } from '../shared/fields'

const withButton: Condition = (_, sibling) =>
  Boolean((sibling as { addButton?: unknown } | undefined)?.addButton)

export const cornerBlock: Block = {
  slug: 'Corner',
  fields: [
    {
      type: 'row',
      fields: [colourField('backgroundColor', 'brokenWhite'), colourField('color', 'brandYellow')],
    },
    { name: 'title', type: 'text' },
    { name: 'text', type: 'textarea' },
    imageField('image'),
    { name: 'imageAltText', type: 'text', required: true },
    { name: 'addButton', type: 'checkbox', label: 'Add a button', defaultValue: true },
    {
      name: 'button',
      type: 'group',
      admin: { condition: withButton },
      fields: [
        { name: 'text', type: 'text', defaultValue: defaultButtonText },
        // The default text promises a photo book, so the default button leads to one.
        ...buttonLinkFields({ link: '/photobooks' }),
      ],
    },
    // Its `color` is the corner's (§3 default brand yellow): the text's set is a group of its own.
    { name: 'textStyle', type: 'group', fields: [textStyleFields] },
    spacingFields,
  ],
}
