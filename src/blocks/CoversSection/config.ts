// §3 Covers (CoversSection): title, buttonText (default the §9 default button text).
import type { Block } from 'payload'

import { defaultButtonText } from '@/config/products'

import { spacingFields } from '../shared/fields'

export const coversSectionBlock: Block = {
  slug: 'CoversSection',
  fields: [
    { name: 'title', type: 'text' },
    { name: 'buttonText', type: 'text', defaultValue: defaultButtonText },
    spacingFields,
  ],
}
