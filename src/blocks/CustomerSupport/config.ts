// §2: "a customer-support widget block" (hidden from the insert menu). Its fields are not in the spec: a heading, a
// text and a button that opens the support chat (§1) — or, where the chat cannot open, a contact link.
import type { Block } from 'payload'

import { blockTableName } from '../shared/tableName'
import { colourField, spacingFields } from '../shared/fields'

export const customerSupportBlock: Block = {
  slug: 'CustomerSupport',
  dbName: blockTableName('support'),
  fields: [
    colourField('backgroundColor', 'iglooLight'),
    { name: 'heading', type: 'text' },
    { name: 'text', type: 'textarea' },
    {
      name: 'contactLink',
      type: 'text',
      admin: { description: 'Where visitors go when the chat is not available, e.g. /contact or mailto:…' },
    },
    spacingFields,
  ],
}
