// §4 "CMS form block": places a form an editor built under Forms (the form builder) on a page. Its fields, submit
// label and confirmation (message or redirect) come from the form; the block adds where and how it sits.
import type { Block } from 'payload'

import { colourField, spacingFields } from '../shared/fields'
import { blockTableName } from '../shared/tableName'

export const formBlock: Block = {
  slug: 'FormBlock',
  dbName: blockTableName('form'),
  fields: [
    { name: 'form', type: 'relationship', relationTo: 'forms', required: true },
    { name: 'enableIntro', type: 'checkbox', defaultValue: false },
    {
      name: 'introContent',
      type: 'textarea',
      admin: { condition: (_, data) => Boolean(data?.enableIntro) },
    },
    {
      name: 'errorText',
      type: 'text',
      admin: {
        description:
          'Shown when sending fails. Empty: “Form submission error :( Please check your answers and try again”.',
      },
    },
    colourField('backgroundColor'),
    spacingFields,
  ],
}
