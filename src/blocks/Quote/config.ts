// §3 Quote: a quotation with its signature; fontFamily on stories only, backgroundColor on pages only (§4).
import type { Block, SelectField } from 'payload'

import { colours } from '@/design/tokens'

import {
  modelTypeField,
  onModel,
  options,
  spacingFields,
  textStyleFields,
  withContextDefault,
} from '../shared/fields'

export const quoteFontFamilies = ['accent', 'headline'] as const
/** §3 decorative: 'quotation' is the quotation-mark icon, the others are illustrations. */
export const quoteDecoratives = ['quotation', 'happy-dance', 'cake-surfing'] as const

const backgroundColor: SelectField = {
  name: 'backgroundColor',
  type: 'select',
  options: options(colours),
  admin: { condition: onModel('pages') },
}

export const quoteBlock: Block = {
  slug: 'Quote',
  fields: [
    modelTypeField,
    {
      name: 'fontFamily',
      type: 'select',
      options: options(quoteFontFamilies),
      admin: { condition: onModel('blog') },
    },
    // A page's quote stands on misty (§3 default); a story's has no background.
    withContextDefault(backgroundColor, { byModel: { page: 'misty' } }),
    { name: 'quote', type: 'textarea' },
    { name: 'signature', type: 'text' },
    { name: 'decorative', type: 'select', options: options(quoteDecoratives) },
    textStyleFields,
    spacingFields,
  ],
}
