// §3 DeliverySection (hidden, §2): heading. What it says about delivery comes from the shop's markets and the data
// API (§7); see Component.tsx.
import type { Block } from 'payload'

import { spacingFields } from '../shared/fields'
import { blockTableName } from '../shared/tableName'

export const deliverySectionBlock: Block = {
  slug: 'DeliverySection',
  dbName: blockTableName('delivery'),
  fields: [{ name: 'heading', type: 'text' }, spacingFields],
}
