// §2 footerData: link columns, a tagline and the copyright line, per locale.
import type { GlobalConfig } from 'payload'

import { anyone, editors } from '../access'
import { revalidateWrapper } from '../hooks/revalidate'
import { linkFields } from './linkFields'

export const Footer: GlobalConfig = {
  slug: 'footer',
  label: 'Footer (footerData)',
  access: { read: anyone, update: editors },
  hooks: { afterChange: [revalidateWrapper] },
  fields: [
    {
      name: 'columns',
      type: 'array',
      localized: true,
      maxRows: 4,
      fields: [
        { name: 'heading', type: 'text', required: true },
        { name: 'links', type: 'array', maxRows: 10, fields: linkFields },
      ],
    },
    { name: 'tagline', type: 'text', localized: true },
    { name: 'copyright', type: 'text', localized: true },
  ],
}
