import { Activity } from 'react'

import { priceAnchors } from './PricesSection/anchor'
import { blockRenderer } from './renderers'
import { EditMarker } from './shared/EditMarker'
import type { BlockContext, BlockSlug, LayoutBlock } from './types'

/** §2's heroes, Hero (page) and Hero (blog-article): the page's first one holds its LCP element. */
const heroBlocks: readonly BlockSlug[] = ['HeroGeneric', 'StoriesAboveTheFold']

/** Renders one block; a block that throws is logged and left out, so the page still renders. */
async function SafeBlock({
  block,
  context,
  lead,
}: {
  block: LayoutBlock
  context: BlockContext
  lead: boolean
}) {
  const renderer = blockRenderer(block.blockType)
  if (!renderer) {
    console.error(`[blocks] unknown block type "${block.blockType}" left out`)
    return null
  }
  try {
    const { default: Component } = await renderer.load()
    return await Component({ block, context, lead })
  } catch (error) {
    console.error(`[blocks] ${block.blockType} block failed to render and was left out`, block.id, error)
    return null
  }
}

/** The context of the blocks in a layout block's own blocks field (`field`, e.g. Container's "content"). */
export function nestedContext(context: BlockContext, field: string): BlockContext {
  return context.editPath ? { ...context, editPath: `${context.editPath}.${field}` } : context
}

/**
 * Each block is an Activity boundary: React hydrates the page's shell first and then each block on its own, at a
 * lower priority that a visitor's click raises, so no one task hydrates the whole page. Not Suspense: past the
 * first 12.8 KB of a page it moves a boundary's HTML behind a script, and without JavaScript it never shows.
 * The first hero leads the page (its picture is fetched first) unless `leads` is false: blocks under a story's hero.
 * `from`: the first block's index in its field (a story's blocks after its hero start at 1).
 */
export function RenderBlocks({
  blocks,
  context,
  leads = true,
  from = 0,
}: {
  blocks: LayoutBlock[] | null | undefined
  context: BlockContext
  leads?: boolean
  from?: number
}) {
  if (!blocks?.length) return null
  const lead = leads ? blocks.findIndex((block) => heroBlocks.includes(block.blockType)) : -1
  const withPrices = { ...context, priceAnchors: priceAnchors(blocks) }
  return (
    <>
      {blocks.map((block, index) => {
        const key = block.id ?? `${block.blockType as BlockSlug}-${index}`
        if (!context.editPath) {
          return (
            <Activity key={key}>
              <SafeBlock block={block} context={withPrices} lead={index === lead} />
            </Activity>
          )
        }
        const path = `${context.editPath}.${from + index}`
        return (
          <Activity key={key}>
            <EditMarker path={path} slug={block.blockType}>
              <SafeBlock block={block} context={{ ...withPrices, editPath: path }} lead={index === lead} />
            </EditMarker>
          </Activity>
        )
      })}
    </>
  )
}
