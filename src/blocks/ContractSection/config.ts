// §3 ContractSection (hidden, §2): images, heading with an optional anchor (§5 rule, §8 message, shown only with
// addHeadingLink per §4), intro, button (default link /create), handwrittenText.
import type { Block } from 'payload'

import { imageField } from '@/cms/collections/Media'

import { defaultButtonText } from '@/config/products'
import { fontSizes, lineHeights } from '@/design/tokens'

import { buttonLinkFields, options, spacingFields } from '../shared/fields'
import { validateAnchorName } from '../shared/validation'

export const handwrittenFontFamilies = ['primary', 'accent'] as const

/** PostgreSQL names stop at 63 characters: the handwritten selects' enums get a shorter stem in every collection. */
const shortEnum =
  (suffix: string) =>
  ({ tableName = '' }: { tableName?: string }) =>
    `enum_${tableName.replace(/_contract_section(_handwritten_text)?$/, '_contract')}_hw_${suffix}`

export const contractSectionBlock: Block = {
  slug: 'ContractSection',
  fields: [
    imageField('backgroundImage'),
    imageField('image'),
    { name: 'altText', type: 'text' },
    { name: 'heading', type: 'text' },
    { name: 'addHeadingLink', type: 'checkbox', defaultValue: false },
    {
      name: 'headingLink',
      type: 'text',
      validate: validateAnchorName,
      admin: {
        condition: (_, sibling) => Boolean(sibling?.addHeadingLink),
        description: 'The anchor name other links use to jump to this heading (#name).',
      },
    },
    { name: 'intro', type: 'textarea' },
    {
      name: 'button',
      type: 'group',
      fields: [
        { name: 'text', type: 'text', defaultValue: defaultButtonText },
        ...buttonLinkFields({ link: '/create' }),
      ],
    },
    {
      name: 'handwrittenText',
      type: 'group',
      fields: [
        { name: 'text', type: 'text' },
        {
          type: 'row',
          fields: [
            {
              name: 'fontFamily',
              type: 'select',
              options: options(handwrittenFontFamilies),
              defaultValue: 'accent',
              enumName: shortEnum('font_family'),
            },
            {
              name: 'fontSize',
              type: 'select',
              options: options(fontSizes),
              enumName: shortEnum('font_size'),
            },
            {
              name: 'lineHeight',
              type: 'select',
              options: options(Object.keys(lineHeights)),
              enumName: shortEnum('line_height'),
            },
          ],
        },
      ],
    },
    spacingFields,
  ],
}
