// Issue #32 item 4: the block picker shows each insertable block as the site renders it. The pictures are made by
// `npm run block-pictures` from the block gallery; this fails when a block has none or its renderer changed since.
import { existsSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { picturesDir, readManifest, rendererHash } from '../../scripts/lib/blockPictures'
import { blockPictureUrl, blockRegistry } from './registry'

const insertable = blockRegistry.filter((block) => !block.hiddenFromInsertMenu)

describe('block pictures', () => {
  it('every insertable block has a picture, made from its current renderer and examples', () => {
    const manifest = readManifest()
    const problems = insertable.flatMap(({ slug }) => {
      if (!existsSync(path.join(picturesDir, `${slug}.webp`))) return [`${slug}: no picture`]
      if (manifest[slug] !== rendererHash(slug)) return [`${slug}: its picture is older than its renderer`]
      return []
    })
    expect(problems, 'run `npm run block-pictures` against a running site (README, Blocks)').toEqual([])
  })

  it('the picker offers each insertable block with its picture; a hidden block has none to show', () => {
    for (const { slug, config, hiddenFromInsertMenu } of blockRegistry) {
      expect(config.imageURL, slug).toBe(hiddenFromInsertMenu ? undefined : blockPictureUrl(slug))
      // Decorative: the tile's own text names the block, so a screen reader hears its name once.
      if (!hiddenFromInsertMenu) expect(config.imageAltText, slug).toBe('')
    }
  })

  it('a block renders differently, its picture is stale: the hash follows its sources', () => {
    expect(rendererHash('Heading')).toMatch(/^[0-9a-f]{16}$/)
    expect(rendererHash('Heading')).not.toBe(rendererHash('Quote'))
  })
})
