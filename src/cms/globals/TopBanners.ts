// §2 topBanners: the strip above the header; each banner shows only inside its optional date window.
import type { GlobalConfig } from 'payload'

import { colourField } from '@/blocks/shared/fields'

import { anyone, editors } from '../access'
import { revalidateWrapper } from '../hooks/revalidate'

export const TopBanners: GlobalConfig = {
  slug: 'top-banners',
  label: 'Top banners (topBanners)',
  access: { read: anyone, update: editors },
  hooks: { afterChange: [revalidateWrapper] },
  fields: [
    {
      name: 'topBanners',
      type: 'array',
      localized: true,
      maxRows: 5,
      fields: [
        { name: 'text', type: 'text', required: true },
        {
          type: 'row',
          fields: [
            { name: 'link', type: 'text' },
            { name: 'linkLabel', type: 'text' },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'startDate', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
            { name: 'endDate', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
          ],
        },
        colourField('backgroundColor', 'brandYellow'),
      ],
    },
  ],
}
