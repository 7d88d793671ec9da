// Issue #32 item 4: the block picker's one-line descriptions. Payload 3.90's picker tile has a picture and a name
// only, so this admin-wide provider hands each block's description (in the admin's languages) to a client part.
import type React from 'react'

import { blockRegistry } from '@/blocks/registry'
import { blockTranslations } from '@/blocks/translations'

import { BlockDescriptionsClient, type Descriptions } from './BlockDescriptionsClient'

const descriptions: Descriptions = Object.fromEntries(
  blockRegistry
    .filter((block) => !block.hiddenFromInsertMenu)
    .map((block) => [block.slug, { en: block.description, ...blockTranslations[block.slug].description }]),
)

export function BlockDescriptions({ children }: { children?: React.ReactNode }) {
  return <BlockDescriptionsClient descriptions={descriptions}>{children}</BlockDescriptionsClient>
}
