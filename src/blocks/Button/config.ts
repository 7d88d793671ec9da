// §2 "a hidden plain Button also exists": the §3 Button's text and link rule (link, createLink, productType)
// without ButtonComponent's extras (variant, size, invertedColor, buttonPosition), which take their §3 defaults.
import type { Block } from 'payload'

import { buttonLinkFields, spacingFields } from '../shared/fields'

export const buttonBlock: Block = {
  slug: 'Button',
  fields: [{ name: 'buttonText', type: 'text' }, ...buttonLinkFields(), spacingFields],
}
