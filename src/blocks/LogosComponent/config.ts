// §3 LogosComponent (hidden, §2): intro with fontSettings {family, size, weight, align} from the §9 type tokens;
// logos[] {src, altText, maxHeight (px), link (optional url)}.
import type { Block } from 'payload'

import { imageField } from '@/cms/collections/Media'

import { fontFamilies, fontSizes, fontWeights, textAlignments } from '@/design/tokens'

import { options, spacingFields } from '../shared/fields'
import { isWebUrl } from '../shared/validation'

export const logoUrlMessage = 'Enter a full web address starting with https:// or http://'
export const logoMaxHeight = { min: 8, max: 400, default: 48 } as const

/** The optional link must be an absolute http(s) URL: logos lead to partners' or press sites. */
export function validateLogoLink(value: unknown): true | string {
  if (value === undefined || value === null || value === '') return true
  return isWebUrl(value) ? true : logoUrlMessage
}

export const logosComponentBlock: Block = {
  slug: 'LogosComponent',
  // No string dbName (it would name one table for every collection): the default names stay within 63 characters.
  fields: [
    { name: 'intro', type: 'textarea' },
    {
      name: 'fontSettings',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'family', type: 'select', options: options(fontFamilies) },
            { name: 'size', type: 'select', options: options(fontSizes) },
            { name: 'weight', type: 'select', options: options(Object.keys(fontWeights)) },
            { name: 'align', type: 'select', options: options(textAlignments), defaultValue: 'center' },
          ],
        },
      ],
    },
    {
      name: 'logos',
      type: 'array',
      fields: [
        imageField('src'),
        { name: 'altText', type: 'text' },
        {
          name: 'maxHeight',
          type: 'number',
          min: logoMaxHeight.min,
          max: logoMaxHeight.max,
          defaultValue: logoMaxHeight.default,
          admin: { description: 'Pixels.' },
        },
        { name: 'link', type: 'text', validate: validateLogoLink },
      ],
    },
    spacingFields,
  ],
}
