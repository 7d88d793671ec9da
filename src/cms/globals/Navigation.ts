// §2 navHeaders: the header's main navigation, per locale.
import type { GlobalConfig } from 'payload'

import { anyone, editors } from '../access'
import { revalidateWrapper } from '../hooks/revalidate'
import { linkFields } from './linkFields'

export const Navigation: GlobalConfig = {
  slug: 'navigation',
  label: 'Navigation (navHeaders)',
  access: { read: anyone, update: editors },
  hooks: { afterChange: [revalidateWrapper] },
  fields: [
    {
      name: 'navHeaders',
      type: 'array',
      localized: true,
      maxRows: 8,
      fields: [...linkFields, { name: 'children', type: 'array', maxRows: 12, fields: linkFields }],
    },
  ],
}
