import { blockDefinition } from './registry'
import type { BlockContext, BlockSlug, LayoutBlock } from './types'

/** Renders one block; a block that throws is logged and left out, so the page still renders. */
async function SafeBlock({ block, context }: { block: LayoutBlock; context: BlockContext }) {
  const definition = blockDefinition(block.blockType)
  if (!definition) {
    console.error(`[blocks] unknown block type "${block.blockType}" left out`)
    return null
  }
  try {
    const { default: Component } = await definition.load()
    return await Component({ block: block as never, context })
  } catch (error) {
    console.error(`[blocks] ${block.blockType} block failed to render and was left out`, block.id, error)
    return null
  }
}

export function RenderBlocks({
  blocks,
  context,
}: {
  blocks: LayoutBlock[] | null | undefined
  context: BlockContext
}) {
  if (!blocks?.length) return null
  return (
    <>
      {blocks.map((block, index) => (
        <SafeBlock
          key={block.id ?? `${block.blockType as BlockSlug}-${index}`}
          block={block}
          context={context}
        />
      ))}
    </>
  )
}
