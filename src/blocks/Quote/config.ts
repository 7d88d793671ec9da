// §3 Quote: a quotation with its signature; fontFamily on stories only, backgroundColor on pages only (§4).
import type { Block, Field } from 'payload'

import { colourField, modelTypeField, options, spacingFields, textStyleFields } from '../shared/fields'
import type { ContentModel } from '../shared/models'

export const quoteFontFamilies = ['accent', 'headline'] as const
/** §3 decorative: 'quotation' is the quotation-mark icon, the others are illustrations. */
export const quoteDecoratives = ['quotation', 'happy-dance', 'cake-surfing'] as const

export function quoteBlock(model: ContentModel): Block {
  const byModel: Field[] =
    model === 'blog-article'
      ? [{ name: 'fontFamily', type: 'select', options: options(quoteFontFamilies) }]
      : [colourField('backgroundColor', 'misty')]
  return {
    slug: 'Quote',
    labels: { singular: 'Quote', plural: 'Quotes' },
    fields: [
      modelTypeField(model),
      ...byModel,
      { name: 'quote', type: 'textarea' },
      { name: 'signature', type: 'text' },
      { name: 'decorative', type: 'select', options: options(quoteDecoratives) },
      textStyleFields,
      spacingFields,
    ],
  }
}
