// Issue #32 item 4: each insertable block's picture in the admin's block picker is rendered from its block-gallery
// example (scripts/block-pictures.ts). The manifest records, per block, a hash of the block folder's rendering
// sources when its picture was made, so a test (src/blocks/pictures.test.ts) fails once a block renders differently.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

export const picturesDir = 'public/block-pictures'
export const manifestFile = 'src/blocks/pictures.json'

/** What the picture depends on: the block folder's files but its tests and its CMS config (labels, inputs; the form
 * block's `plugin.ts`, the forms collection). */
const rendering = (name: string) =>
  !/\.test\.tsx?$/.test(name) && name !== 'config.ts' && name !== 'plugin.ts'

/** A hash of the block's rendering sources (its renderer, styles and gallery examples), stable across checkouts. */
export function rendererHash(slug: string, root = process.cwd()): string {
  const dir = path.join(root, 'src/blocks', slug)
  const hash = createHash('sha256')
  const names = readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isFile() ? [entry.name] : [],
  )
  for (const name of names.filter(rendering).toSorted()) {
    hash
      .update(`${name}\0`)
      .update(readFileSync(path.join(dir, name)))
      .update('\0')
  }
  return hash.digest('hex').slice(0, 16)
}

export type PictureManifest = Record<string, string>

export function readManifest(root = process.cwd()): PictureManifest {
  return JSON.parse(readFileSync(path.join(root, manifestFile), 'utf8')) as PictureManifest
}
