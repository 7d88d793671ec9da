// §3 List (Paragraphwithlist), blog-article only (§2): a numbered list of titled rich paragraphs with anchors.
import type { Block } from 'payload'

import { anchorFields, spacingFields, textStyleFields } from '../shared/fields'
import { blockTableName } from '../shared/tableName'

export const paragraphwithlistBlock: Block = {
  slug: 'Paragraphwithlist',
  // PostgreSQL's 63 characters: a short table name under each collection's (see tableName.ts).
  dbName: blockTableName('plist'),
  fields: [
    // §9: numbering starts at 1 unless the editor says otherwise.
    { name: 'startIndex', type: 'number', min: 1, defaultValue: 1 },
    {
      name: 'list',
      type: 'array',
      fields: [
        { name: 'title', type: 'text' },
        // The block is blog-article only (§2), so its rows always offer anchors.
        ...anchorFields('always'),
        { name: 'paragraph', type: 'richText' },
      ],
    },
    textStyleFields,
    spacingFields,
  ],
}
