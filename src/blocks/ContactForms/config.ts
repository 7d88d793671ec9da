// §3 Contact forms (ContactForms): extraMarginBottom with extraMarginBottomSize (default xl, shown only with
// extraMarginBottom, §4), backgroundColor (required, default misty, §5), useTitle with title, formType (§9 types).
import type { Block } from 'payload'

import { contactFormTypes } from '@/config/products'
import { spacingScale } from '@/design/tokens'

import { colourField, options, spacingFields } from '../shared/fields'
import { blockTableName } from '../shared/tableName'

const sibling = (name: string) => (_: unknown, data: Record<string, unknown> | undefined) =>
  Boolean(data?.[name])

export const contactFormsBlock: Block = {
  slug: 'ContactForms',
  dbName: blockTableName('contact'),
  fields: [
    {
      name: 'formType',
      type: 'select',
      options: options(contactFormTypes),
      admin: {
        description:
          'Which form visitors fill in (without one the block shows nothing); messages appear under Visitors → Contact messages.',
      },
    },
    colourField('backgroundColor', 'misty', true),
    {
      type: 'row',
      fields: [
        { name: 'useTitle', type: 'checkbox', defaultValue: false },
        { name: 'title', type: 'text', admin: { condition: sibling('useTitle') } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'extraMarginBottom', type: 'checkbox', defaultValue: false },
        {
          name: 'extraMarginBottomSize',
          type: 'select',
          options: options(spacingScale),
          defaultValue: 'xl',
          admin: { condition: sibling('extraMarginBottom') },
        },
      ],
    },
    spacingFields,
  ],
}
